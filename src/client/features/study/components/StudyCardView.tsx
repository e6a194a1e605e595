import { Markdown } from '@client/components/Markdown';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import type { QueueCard } from '@shared/contracts/study';
import type { Phase } from '../session';

const KIND = { basic: 'Basic', reverse: 'Reversed', cloze: 'Cloze' } as const;

/** The card: the question, and under a rule the answer once it is shown. */
export function StudyCardView({ card, phase }: { card: QueueCard; phase: Phase }) {
  return (
    <Card
      component="article"
      aria-label="Flashcard"
      sx={{ minHeight: { xs: 220, md: 280 }, display: 'flex', flexDirection: 'column' }}
    >
      <Stack direction="row" spacing={0.75} useFlexGap sx={{ px: 2, pt: 1.5, flexWrap: 'wrap' }}>
        <Chip
          size="small"
          variant="outlined"
          label={card.kind === 'reverse' && card.ord === 1 ? 'Reversed' : KIND[card.kind]}
        />
        {card.tags.slice(0, 4).map((tag) => (
          <Chip key={tag} size="small" label={`#${tag}`} sx={{ bgcolor: 'action.hover' }} />
        ))}
      </Stack>
      <Box
        sx={{
          px: { xs: 2.5, md: 5 },
          py: { xs: 3, md: 4 },
          fontSize: { xs: '1.1rem', md: '1.3rem' },
          textAlign: 'center',
        }}
      >
        <Box aria-live="polite">
          <Markdown>{card.question}</Markdown>
        </Box>
        {phase === 'answer' ? (
          <>
            <Divider sx={{ my: 3 }} />
            <Box aria-live="polite" data-testid="answer">
              <Markdown>{card.answer}</Markdown>
            </Box>
          </>
        ) : null}
      </Box>
    </Card>
  );
}
