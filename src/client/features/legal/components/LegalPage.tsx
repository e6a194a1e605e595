import { PageContainer } from '@client/components/PageContainer';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export const LAST_UPDATED = '22 November 2026';
export const SUPPORT_EMAIL = 'support@ratio.law';

/** A legal document: readable line length, numbered headings and the date it last changed. */
export function LegalPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <PageContainer title={title} intro={intro}>
      <Typography variant="body2" color="text.secondary">
        Last updated: {LAST_UPDATED}
      </Typography>
      <Stack spacing={4} sx={{ '& p, & li': { lineHeight: 1.7 }, '& ul': { pl: 3, my: 1 } }}>
        {children}
      </Stack>
    </PageContainer>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Typography variant="h2" sx={{ fontSize: '1.35rem', mb: 1.5 }}>
        {title}
      </Typography>
      <Stack spacing={1.5}>{children}</Stack>
    </Box>
  );
}

/** A paragraph of body text. */
export function P({ children }: { children: ReactNode }) {
  return <Typography>{children}</Typography>;
}

export function Mail() {
  return <Link href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Link>;
}

/** A link to another website. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} rel="noopener noreferrer">
      {children}
    </Link>
  );
}
