import { usePageTitle } from '@client/components/use-page-title';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/** Like PageContainer, for screens whose heading carries a breadcrumb and the subject's colour. */
export function DetailFrame({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Stack spacing={3}>{children}</Stack>
    </Container>
  );
}
