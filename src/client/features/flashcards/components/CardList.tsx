import { Markdown } from '@client/components/Markdown';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { Flashcard } from '@shared/contracts/flashcards';
import type { Subject, Topic } from '@shared/contracts/subjects';
import { memo } from 'react';
import { Link } from 'react-router';
import { dueLabel, KIND_LABELS, listText, STATE_LABELS } from '../model';

type Props = {
  cards: Flashcard[];
  topics: Map<string, Topic>;
  subjects: Map<string, Subject>;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
};

/**
 * A list rather than a wide table: the same rows read well at 360 px and at 1280 px. Memoised: a page of 50
 * cards is a thousand elements, and the page around it re-renders for things the list does not show (a
 * background refetch as the kept screen is shown again, the bulk bar, a dialog).
 */
export const CardList = memo(function CardList({
  cards,
  topics,
  subjects,
  selected,
  onToggle,
  onToggleAll,
}: Props) {
  const all = cards.length > 0 && cards.every((c) => selected.has(c.id));
  const some = cards.some((c) => selected.has(c.id));
  return (
    <Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          px: 1,
          py: 0.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Checkbox
          checked={all}
          indeterminate={some && !all}
          onChange={onToggleAll}
          slotProps={{ input: { 'aria-label': 'Select all cards on this page' } }}
        />
        <Typography variant="body2" color="text.secondary">
          {some ? `${selected.size} selected` : 'Select all on this page'}
        </Typography>
      </Box>
      <Box component="ul" aria-label="Cards" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {cards.map((card) => {
          const topic = topics.get(card.topicId);
          const subject = subjects.get(card.subjectId);
          const state = card.suspended ? 'suspended' : card.state;
          const text = listText(card);
          const label = text.replace(/\s+/g, ' ').slice(0, 60);
          return (
            <Box
              component="li"
              key={card.id}
              sx={{
                display: 'flex',
                gap: 1,
                alignItems: 'flex-start',
                px: 1,
                py: 1.25,
                borderBottom: 1,
                borderColor: 'divider',
                bgcolor: selected.has(card.id) ? 'action.selected' : undefined,
                // Rows out of view skip style and layout: the kept screen is laid out afresh each time it is
                // shown again (Activity hides it with display: none), and 50 rows cost more than a frame.
                contentVisibility: 'auto',
                containIntrinsicSize: 'auto 104px',
              }}
            >
              <Checkbox
                checked={selected.has(card.id)}
                onChange={() => onToggle(card.id)}
                slotProps={{ input: { 'aria-label': `Select card: ${label}` } }}
              />
              <Box sx={{ flex: 1, minWidth: 0, pt: 1 }}>
                <Markdown variant="compact" sx={{ maxHeight: '4.8em', overflow: 'hidden', fontWeight: 500 }}>
                  {text}
                </Markdown>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center', mt: 0.75 }}>
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ overflowWrap: 'anywhere', mr: 0.5 }}
                  >
                    {subject ? (
                      <Box
                        component="span"
                        aria-hidden="true"
                        sx={{
                          display: 'inline-block',
                          width: 10,
                          height: 10,
                          mr: 0.75,
                          borderRadius: '50%',
                          bgcolor: subject.color,
                        }}
                      />
                    ) : null}
                    {subject ? `${subject.name} › ` : ''}
                    {topic?.name ?? ''}
                  </Typography>
                  <Chip size="small" variant="outlined" label={KIND_LABELS[card.kind]} />
                  <Chip
                    size="small"
                    label={STATE_LABELS[state]}
                    color={state === 'suspended' ? 'warning' : state === 'new' ? 'info' : 'default'}
                    variant={state === 'review' ? 'outlined' : 'filled'}
                  />
                  {state !== 'new' && state !== 'suspended' ? (
                    <Typography variant="body2" color="text.secondary">
                      {dueLabel(card)}
                    </Typography>
                  ) : null}
                  {card.tags.map((tag) => (
                    <Chip key={tag} size="small" label={`#${tag}`} sx={{ bgcolor: 'action.hover' }} />
                  ))}
                </Box>
              </Box>
              <IconButton
                component={Link}
                to={`/subjects/${card.subjectId}/topics/${card.topicId}/flashcards/edit/${card.id}`}
                aria-label={`Edit card: ${label}`}
                sx={{ mt: 0.5 }}
              >
                <Edit fontSize="small" />
              </IconButton>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
});
