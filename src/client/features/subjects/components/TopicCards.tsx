import { DelayedLoading } from '@client/components/feedback/DelayedLoading';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { Markdown } from '@client/components/Markdown';
import Add from '@mui/icons-material/Add';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Topic } from '@shared/contracts/subjects';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTopicCards } from '../api';
import { dueLabel, KIND_LABELS, listText, plural } from '../model';

/** The topic's cards, newest pages on demand; bulk changes happen on the Flashcards screen. */
export function TopicCards({ topic }: { topic: Topic }) {
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const cursor = cursors[cursors.length - 1] ?? null;
  const cards = useTopicCards(topic.id, cursor);
  const base = `/subjects/${topic.subjectId}/topics/${topic.id}/flashcards`;
  const page = cursors.length;

  return (
    <Card component="section" aria-labelledby="cards-heading">
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ px: { xs: 2, sm: 2.5 }, pt: 2.5, pb: 1, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Typography id="cards-heading" variant="h2" sx={{ fontSize: '1.3rem', flex: 1 }}>
          Flashcards
        </Typography>
        <Button
          size="small"
          component={Link}
          to={`/flashcards?subjectId=${topic.subjectId}&topicId=${topic.id}`}
        >
          Select and change in bulk
        </Button>
      </Stack>
      {cards.isPending ? <DelayedLoading variant="inline" /> : null}
      {cards.isError ? (
        <Box sx={{ p: 2 }}>
          <FormErrorAlert title="The cards could not be loaded." error={cards.error} />
        </Box>
      ) : null}
      {cards.data && cards.data.items.length === 0 && page === 1 ? (
        <Stack spacing={2} sx={{ p: { xs: 2, sm: 2.5 }, alignItems: 'flex-start' }}>
          <Typography color="text.secondary">
            No cards in this topic yet. Write your own, or import a deck from Anki, Quizlet or a spreadsheet.
          </Typography>
          <Button variant="contained" component={Link} to={`${base}/add`} startIcon={<Add />}>
            Add the first card
          </Button>
        </Stack>
      ) : null}
      {cards.data && cards.data.items.length > 0 ? (
        <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {cards.data.items.map((card) => (
            <Box
              component="li"
              key={card.id}
              sx={{
                display: 'flex',
                gap: 1.5,
                alignItems: 'flex-start',
                px: { xs: 2, sm: 2.5 },
                py: 1.5,
                borderTop: 1,
                borderColor: 'divider',
              }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Markdown variant="compact" sx={{ maxHeight: '4.8em', overflow: 'hidden' }}>
                  {listText(card)}
                </Markdown>
                <Stack
                  direction="row"
                  spacing={1}
                  useFlexGap
                  sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}
                >
                  <Chip size="small" variant="outlined" label={KIND_LABELS[card.kind]} />
                  <Typography variant="body2" color="text.secondary">
                    {dueLabel(card)}
                    {card.cards.length > 1 ? ` · ${plural(card.cards.length, 'study card')}` : ''}
                  </Typography>
                  {card.tags.map((tag) => (
                    <Chip key={tag} size="small" label={tag} />
                  ))}
                </Stack>
              </Box>
              <IconButton
                component={Link}
                to={`${base}/edit/${card.id}`}
                aria-label={`Edit card: ${listText(card).slice(0, 60)}`}
              >
                <Edit fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Stack>
      ) : null}
      {page > 1 || cards.data?.nextCursor ? (
        <Stack
          direction="row"
          spacing={1}
          sx={{ p: 1.5, justifyContent: 'flex-end', borderTop: 1, borderColor: 'divider' }}
        >
          <Button disabled={page === 1} onClick={() => setCursors((c) => c.slice(0, -1))}>
            Previous
          </Button>
          <Button
            disabled={!cards.data?.nextCursor}
            onClick={() => {
              const next = cards.data?.nextCursor;
              if (next) setCursors((c) => [...c, next]);
            }}
          >
            Next
          </Button>
        </Stack>
      ) : null}
    </Card>
  );
}
