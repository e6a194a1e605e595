import Container, { type ContainerProps } from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { usePageTitle } from './use-page-title';

type Props = {
  title: string;
  intro?: ReactNode;
  maxWidth?: ContainerProps['maxWidth'];
  children: ReactNode;
};

/** The frame of an ordinary screen: a width, a heading that also names the tab, and spacing. */
export function PageContainer({ title, intro, maxWidth = 'md', children }: Props) {
  usePageTitle(title);
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 3, md: 6 } }}>
      <Stack spacing={3}>
        <Stack spacing={1}>
          <Typography variant="h1">{title}</Typography>
          {intro ? (
            <Typography color="text.secondary" sx={{ fontSize: '1.05rem' }}>
              {intro}
            </Typography>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
