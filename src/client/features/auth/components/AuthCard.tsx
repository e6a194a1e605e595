import { usePageTitle } from '@client/components/use-page-title';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The narrow card that holds the sign-in and registration forms. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, sm: 8 } }}>
      <Card sx={{ maxWidth: 460, mx: 'auto' }}>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Stack spacing={3}>
            <Stack spacing={1}>
              <Typography variant="h1" sx={{ fontSize: '1.9rem' }}>
                {title}
              </Typography>
              {intro ? <Typography color="text.secondary">{intro}</Typography> : null}
            </Stack>
            {children}
          </Stack>
        </CardContent>
      </Card>
    </Container>
  );
}
