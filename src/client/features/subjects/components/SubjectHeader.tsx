import { RouterLink } from '@client/components/RouterLink';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type Crumb = { label: string; to: string };

/** The trail back up (Subjects › Contract Law) and the page heading beside the subject's colour. */
export function SubjectHeader({
  crumbs,
  title,
  color,
  children,
}: {
  crumbs: Crumb[];
  title: string;
  color: string;
  children?: ReactNode;
}) {
  return (
    <Box>
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 1.5, '& ol': { flexWrap: 'wrap' } }}>
        {crumbs.map((crumb) => (
          <RouterLink key={crumb.to} to={crumb.to} underline="hover" color="inherit">
            {crumb.label}
          </RouterLink>
        ))}
        <Typography color="text.primary" aria-current="page" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
      </Breadcrumbs>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'stretch' }}>
        <Box aria-hidden="true" sx={{ width: 6, borderRadius: 3, bgcolor: color, flexShrink: 0 }} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {children}
        </Box>
      </Box>
    </Box>
  );
}
