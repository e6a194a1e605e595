import AccountTree from '@mui/icons-material/AccountTree';
import AutoAwesome from '@mui/icons-material/AutoAwesome';
import Gavel from '@mui/icons-material/Gavel';
import Quiz from '@mui/icons-material/Quiz';
import School from '@mui/icons-material/School';
import Style from '@mui/icons-material/Style';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

const FEATURES: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <School />,
    title: 'Subjects and topics',
    text: 'Organise your modules the way your course does, from Contract and Tort to Land Law and Criminal Practice.',
  },
  {
    icon: <Style />,
    title: 'Flashcards with spaced repetition',
    text: 'Cards are scheduled with FSRS, the algorithm Anki uses, so each one comes back shortly before you would forget it. Import from CSV, Quizlet or Anki.',
  },
  {
    icon: <AccountTree />,
    title: 'Notes and mind maps',
    text: 'Write revision notes in Markdown and map how the rules of a topic connect, linked to your subjects.',
  },
  {
    icon: <Gavel />,
    title: 'Case law and legislation',
    text: 'Concise summaries of leading cases with their neutral citations, and key statutory provisions with their sources.',
  },
  {
    icon: <Quiz />,
    title: 'SQE1 and SQE2 practice',
    text: 'Single-best-answer questions with an explanation for every option, and mock tasks in legal writing, legal drafting, and case and matter analysis.',
  },
  {
    icon: <AutoAwesome />,
    title: 'AI tools that work from your material',
    text: 'Turn your own notes into flashcards, notes and mind maps. You review everything before it is saved.',
  },
];

export function FeatureGrid() {
  return (
    <Container
      component="section"
      aria-labelledby="features-heading"
      maxWidth="lg"
      sx={{ py: { xs: 6, md: 9 } }}
    >
      <Stack spacing={1} sx={{ mb: 4, maxWidth: 720 }}>
        <Typography id="features-heading" variant="h2">
          Everything you need to revise, in one place
        </Typography>
        <Typography color="text.secondary">
          Built around the law of England and Wales and the Solicitors Qualifying Examination. Some tools are
          still being released; any screen that is not ready yet says so plainly.
        </Typography>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        }}
      >
        {FEATURES.map((feature) => (
          <Card key={feature.title} component="article">
            <CardContent sx={{ p: 3 }}>
              <Box sx={{ color: 'secondary.main', mb: 1.5, '& svg': { fontSize: 32 } }} aria-hidden="true">
                {feature.icon}
              </Box>
              <Typography variant="h3" sx={{ fontSize: '1.2rem', mb: 1 }}>
                {feature.title}
              </Typography>
              <Typography color="text.secondary">{feature.text}</Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Container>
  );
}
