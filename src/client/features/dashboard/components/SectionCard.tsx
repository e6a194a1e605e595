import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled dashboard section with an optional link or button on the right of its heading. */
export function SectionCard({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={`${id}-heading`} data-section={id}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 1.5 }}
      >
        <Typography id={`${id}-heading`} variant="h2" sx={{ fontSize: { xs: '1.35rem', md: '1.5rem' } }}>
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Box>
  );
}
