import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CaseSummary } from '@shared/contracts/library';
import { flkSubjectName } from '@shared/flk';
import { Link } from 'react-router';
import { casePath } from '../model/citations';
import { Snippet } from './Snippet';

export function CaseResults({ cases }: { cases: CaseSummary[] }) {
  return (
    <List disablePadding aria-label="Cases">
      {cases.map((c) => (
        <ListItemButton key={c.id} component={Link} to={casePath(c)} divider sx={{ py: 1.5 }}>
          <Stack spacing={0.5} sx={{ minWidth: 0, width: '100%' }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{c.name}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              <Typography component="span" variant="body2" sx={{ color: 'text.primary', fontWeight: 500 }}>
                {c.citation}
              </Typography>{' '}
              · {c.court} · {c.year}
            </Typography>
            <Snippet parts={c.snippet} fallback={c.summary || undefined} />
            <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {c.subjects.map((s) => (
                <Chip key={s} size="small" variant="outlined" label={flkSubjectName(s) ?? s} />
              ))}
              {c.hasText ? (
                <Chip size="small" color="primary" variant="outlined" label="Full judgment" />
              ) : null}
            </Stack>
          </Stack>
        </ListItemButton>
      ))}
    </List>
  );
}
