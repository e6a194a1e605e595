import { usePageTitle } from '@client/components/use-page-title';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { FeatureGrid } from '../components/FeatureGrid';
import { Hero } from '../components/Hero';
import { PlansTeaser } from '../components/PlansTeaser';

/** The public home page. Kept light: MUI basics and a few icons imported by path. */
export default function LandingPage() {
  usePageTitle('Study and revision for law students');
  return (
    <>
      <Hero />
      <FeatureGrid />
      <PlansTeaser />
      <Container
        component="section"
        aria-labelledby="cta-heading"
        maxWidth="md"
        sx={{ py: { xs: 6, md: 9 } }}
      >
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Typography id="cta-heading" variant="h2">
            Start revising with Ratio
          </Typography>
          <Typography color="text.secondary">
            Create a free account in under a minute. No payment details needed.
          </Typography>
          <Button component={Link} to="/register" variant="contained" size="large">
            Sign up free
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ pt: 2 }}>
            Ratio is an independent study tool. It is not affiliated with or endorsed by the Solicitors
            Regulation Authority (SRA), and nothing in Ratio is legal advice.
          </Typography>
        </Stack>
      </Container>
    </>
  );
}
