import { RouterLink } from '@client/components/RouterLink';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Subject } from '@shared/contracts/subjects';
import { Link } from 'react-router';
import { plural } from '../model';
import { MasteryBar } from './MasteryBar';

type Props = {
  subject: Subject;
  first: boolean;
  last: boolean;
  onMove: (delta: -1 | 1) => void;
};

export function SubjectCard({ subject, first, last, onMove }: Props) {
  return (
    <Card
      component="article"
      aria-labelledby={`subject-${subject.id}`}
      sx={{ display: 'flex', flexDirection: 'column', borderTop: '6px solid', borderTopColor: subject.color }}
    >
      <Stack spacing={1.5} sx={{ p: 2.5, flex: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography
            id={`subject-${subject.id}`}
            variant="h3"
            sx={{ fontSize: '1.2rem', flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
          >
            <RouterLink to={`/subjects/${subject.id}`} underline="hover" color="inherit">
              {subject.name}
            </RouterLink>
          </Typography>
          {subject.dueCount > 0 ? (
            <Chip size="small" color="primary" label={`${subject.dueCount.toLocaleString('en-GB')} due`} />
          ) : null}
        </Stack>
        {subject.description ? (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {subject.description}
          </Typography>
        ) : null}
        <Typography variant="body2" color="text.secondary">
          {plural(subject.topicCount, 'topic')} · {plural(subject.cardCount, 'card')}
        </Typography>
        <Box sx={{ mt: 'auto' }}>
          <MasteryBar mastery={subject.mastery} color={subject.color} label={subject.name} />
        </Box>
      </Stack>
      <Stack
        direction="row"
        sx={{ px: 1, py: 0.5, borderTop: 1, borderColor: 'divider', alignItems: 'center' }}
      >
        <Tooltip title="Move up">
          <span>
            <IconButton aria-label={`Move ${subject.name} up`} disabled={first} onClick={() => onMove(-1)}>
              <ArrowUpward fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title="Move down">
          <span>
            <IconButton aria-label={`Move ${subject.name} down`} disabled={last} onClick={() => onMove(1)}>
              <ArrowDownward fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <Box sx={{ flex: 1 }} />
        <Tooltip title="Edit subject">
          <IconButton
            component={Link}
            to={`/subjects/edit/${subject.id}`}
            aria-label={`Edit ${subject.name}`}
          >
            <Edit fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
    </Card>
  );
}
