import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProvisionSummary } from '@shared/contracts/library';
import { Link } from 'react-router';
import { sectionCitation, sectionPath } from '../model/citations';
import { Snippet } from './Snippet';

export function SectionResults({ sections }: { sections: ProvisionSummary[] }) {
  return (
    <List disablePadding aria-label="Sections">
      {sections.map((p) => (
        <ListItemButton key={p.id} component={Link} to={sectionPath(p)} divider sx={{ py: 1.5 }}>
          <Stack spacing={0.5} sx={{ minWidth: 0, width: '100%' }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {sectionCitation(p)}
              <Typography component="span" sx={{ fontWeight: 400 }} color="text.secondary">
                {' '}
                · {p.heading}
              </Typography>
            </Typography>
            <Snippet parts={p.snippet} fallback={p.summary || undefined} />
            {p.hasText ? (
              <Chip
                size="small"
                variant="outlined"
                color="primary"
                label="Enacted text"
                sx={{ alignSelf: 'flex-start' }}
              />
            ) : null}
          </Stack>
        </ListItemButton>
      ))}
    </List>
  );
}
