import { RouterLink } from '@client/components/RouterLink';
import { usePageTitle } from '@client/components/use-page-title';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  usePageTitle('Page not found');
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Stack spacing={2}>
        <Typography variant="overline" color="secondary.dark">
          Error 404
        </Typography>
        <Typography variant="h1">Page not found</Typography>
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          There is no page at <code>{pathname}</code>. It may have moved, or the address may be mistyped.
        </Typography>
        <Typography>
          <RouterLink to="/">Go to the home page</RouterLink>
        </Typography>
      </Stack>
    </Container>
  );
}
