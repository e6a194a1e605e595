import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Exam } from '@shared/contracts/exams';
import { Link as RouterLink } from 'react-router';
import { examCountdown, formatExamTime } from '../model';

type Props = { exam: Exam; past: boolean; onEdit: () => void; onDelete: () => void };

/** One exam in the list: past ones are greyed so the ones still ahead stand out. */
export function ExamRow({ exam, past, onEdit, onDelete }: Props) {
  const details = [exam.subjectName, exam.location].filter(Boolean).join(' · ');
  return (
    <Card
      component="li"
      sx={{
        p: 2,
        listStyle: 'none',
        bgcolor: past ? 'action.hover' : undefined,
        color: past ? 'text.secondary' : undefined,
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Link
              component={RouterLink}
              to={`/exams/${exam.id}`}
              variant="h6"
              color="inherit"
              sx={{ overflowWrap: 'anywhere', fontWeight: 600 }}
            >
              {exam.title}
            </Link>
            <Chip
              size="small"
              label={exam.kind === 'real' ? 'Real' : 'Mock'}
              color={past ? 'default' : exam.kind === 'real' ? 'primary' : 'secondary'}
              variant={exam.kind === 'real' ? 'filled' : 'outlined'}
            />
          </Stack>
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {formatExamTime(exam.startsAt)} ·{' '}
            <Box component="span" sx={{ fontWeight: past ? 400 : 600, whiteSpace: 'nowrap' }}>
              {examCountdown(exam.startsAt)}
            </Box>
          </Typography>
          {details ? (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {details}
            </Typography>
          ) : null}
        </Box>
        <IconButton aria-label={`Edit ${exam.title}`} onClick={onEdit} size="small">
          <Edit fontSize="small" />
        </IconButton>
        <IconButton aria-label={`Delete ${exam.title}`} onClick={onDelete} size="small">
          <Delete fontSize="small" />
        </IconButton>
      </Stack>
    </Card>
  );
}
