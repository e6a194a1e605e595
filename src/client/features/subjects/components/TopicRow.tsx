import { RouterLink } from '@client/components/RouterLink';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Topic } from '@shared/contracts/subjects';
import { plural } from '../model';
import { MasteryBar } from './MasteryBar';

type Props = { topic: Topic; color: string; first: boolean; last: boolean; onMove: (delta: -1 | 1) => void };

/** One topic of a subject: name, cards, due and mastery, with up and down buttons to reorder. */
export function TopicRow({ topic, color, first, last, onMove }: Props) {
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gap: { xs: 1.5, sm: 2 },
        gridTemplateColumns: { xs: '1fr auto', sm: 'minmax(0, 2fr) minmax(8rem, 1fr) auto' },
        alignItems: 'center',
        px: { xs: 2, sm: 2.5 },
        py: 2,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Stack spacing={0.5} sx={{ minWidth: 0 }}>
        <Typography variant="h3" sx={{ fontSize: '1.1rem', overflowWrap: 'anywhere' }}>
          <RouterLink
            to={`/subjects/${topic.subjectId}/topics/${topic.id}`}
            underline="hover"
            color="inherit"
          >
            {topic.name}
          </RouterLink>
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary">
            {plural(topic.cardCount, 'card')}
          </Typography>
          {topic.dueCount > 0 ? (
            <Chip size="small" color="primary" label={`${topic.dueCount.toLocaleString('en-GB')} due`} />
          ) : null}
        </Stack>
      </Stack>
      <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, gridRow: { xs: 2, sm: 'auto' } }}>
        <MasteryBar mastery={topic.mastery} color={color} label={topic.name} />
      </Box>
      <Stack direction="row" sx={{ gridRow: { xs: 1, sm: 'auto' }, gridColumn: { xs: 2, sm: 'auto' } }}>
        <IconButton aria-label={`Move ${topic.name} up`} disabled={first} onClick={() => onMove(-1)}>
          <ArrowUpward fontSize="small" />
        </IconButton>
        <IconButton aria-label={`Move ${topic.name} down`} disabled={last} onClick={() => onMove(1)}>
          <ArrowDownward fontSize="small" />
        </IconButton>
      </Stack>
    </Box>
  );
}
