import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

const FOOTER_LINKS = [
  { label: 'Terms', to: '/terms' },
  { label: 'Privacy', to: '/privacy' },
  { label: 'Cookies', to: '/cookies' },
  { label: 'Contact', to: '/contact' },
];

export function Footer() {
  return (
    <Box
      component="footer"
      sx={{ mt: 'auto', borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Container
        maxWidth="lg"
        sx={{
          py: 3,
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: 2,
          justifyContent: 'space-between',
          alignItems: { xs: 'flex-start', sm: 'center' },
        }}
      >
        <Typography variant="body2" color="text.secondary">
          © {new Date().getFullYear()} Ratio · Study and revision for law students in England and Wales ·{' '}
          <Link component={RouterLink} to="/blog" color="text.primary" underline="always">
            Blog
          </Link>{' '}
          ·{' '}
          <Link component={RouterLink} to="/pricing" color="text.primary" underline="always">
            Pricing
          </Link>
        </Typography>
        <Stack
          component="nav"
          aria-label="Legal"
          direction="row"
          spacing={2.5}
          useFlexGap
          sx={{ flexWrap: 'wrap' }}
        >
          {FOOTER_LINKS.map((link) => (
            <Link
              key={link.to}
              component={RouterLink}
              to={link.to}
              variant="body2"
              color="text.primary"
              underline="always"
            >
              {link.label}
            </Link>
          ))}
        </Stack>
      </Container>
    </Box>
  );
}
