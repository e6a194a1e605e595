import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';

export function Hero() {
  return (
    <Box
      component="section"
      aria-labelledby="hero-heading"
      sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 6, md: 10 } }}
    >
      <Container maxWidth="lg">
        <Stack spacing={3} sx={{ maxWidth: 760 }}>
          <Typography
            variant="overline"
            sx={{ color: 'secondary.light', letterSpacing: '0.12em', lineHeight: 1.6 }}
          >
            For law students and SQE candidates in England and Wales
          </Typography>
          <Typography id="hero-heading" variant="h1" sx={{ fontSize: { xs: '2.1rem', md: '3.1rem' } }}>
            Learn the law, remember it, and be ready for the SQE.
          </Typography>
          <Typography sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' }, opacity: 0.92, lineHeight: 1.6 }}>
            Ratio keeps your subjects, flashcards, notes and mind maps in one place, schedules your revision
            with spaced repetition, and lets you practise single-best-answer questions and SQE2 skills with
            AI-assisted feedback.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button component={Link} to="/register" variant="contained" color="secondary" size="large">
              Create a free account
            </Button>
            <Button
              component={Link}
              to="/login"
              variant="outlined"
              size="large"
              sx={{ color: 'inherit', borderColor: 'rgba(255,255,255,0.5)' }}
            >
              I already have an account
            </Button>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
