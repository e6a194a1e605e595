import { PageContainer } from '@client/components/PageContainer';
import { SqeReadiness } from '@client/components/SqeReadiness';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { SqeProgressSection } from '../components/SqeProgressSection';
import { StarterDecksSection } from '../components/StarterDecksSection';
import { FLK_PAPERS, SQE1_FORMAT, SQE2_PRACTICE_AREAS, SQE2_SKILLS } from '../structure';

const SRA_SQE = 'https://www.sra.org.uk/become-solicitor/sqe/';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack component="section" spacing={1.5} aria-labelledby={id}>
      <Typography id={id} variant="h2" sx={{ fontSize: { xs: '1.4rem', md: '1.6rem' } }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } } as const;

function Sqe1() {
  const f = SQE1_FORMAT;
  return (
    <Section id="sqe1" title="SQE1: functioning legal knowledge">
      <Typography>
        SQE1 tests how you apply the law to realistic situations. It has two exams, FLK1 and FLK2. Each has{' '}
        {f.questionsPerPaper} single-best-answer questions, sat in {f.sessionsPerPaper} sessions of{' '}
        {f.questionsPerSession} questions, each session lasting {f.sessionLength}. Every question sets out a
        short scenario and several possible answers; you choose the single best one.
      </Typography>
      <Box sx={grid}>
        {FLK_PAPERS.map((paper) => (
          <Card key={paper.id} variant="outlined">
            <CardContent>
              <Typography variant="h3" sx={{ fontSize: '1.2rem', mb: 1 }}>
                {paper.id}
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {paper.subjects.map((s) => (
                  <li key={s}>
                    <Typography>{s}</Typography>
                  </li>
                ))}
              </Box>
            </CardContent>
          </Card>
        ))}
      </Box>
      <Typography color="text.secondary">
        Ethics and professional conduct is not a paper of its own: it is examined pervasively, in questions
        across both FLK1 and FLK2.
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" component={RouterLink} to="/flashcards">
          Flashcards
        </Button>
        <Button variant="outlined" component={RouterLink} to="/study-session">
          Study session
        </Button>
        <Button variant="outlined" component={RouterLink} to="/ai/sbaqs/topics">
          SBAQ practice
        </Button>
        <Button variant="outlined" component={RouterLink} to="/sqe/mocks">
          Full mock papers
        </Button>
      </Stack>
    </Section>
  );
}

function Sqe2() {
  return (
    <Section id="sqe2" title="SQE2: practical legal skills">
      <Typography>
        SQE2 tests the skills of a newly qualified solicitor in written and oral assessments. The skills are
        assessed across practice areas: {SQE2_PRACTICE_AREAS.join('; ').toLowerCase()}.
      </Typography>
      <Box sx={grid}>
        {SQE2_SKILLS.map((skill) => (
          <Card key={skill.name} variant="outlined">
            <CardContent>
              <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
                {skill.name}
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 1 }}>
                {skill.what}
              </Typography>
              {/* Every SQE2 skill has its practice tool now: no "coming soon" beside the link. */}
              {skill.practice ? (
                <Link component={RouterLink} to={skill.practice.to}>
                  {skill.practice.label}
                </Link>
              ) : null}
            </CardContent>
          </Card>
        ))}
      </Box>
    </Section>
  );
}

/** The SQE explained, with the way into Ratio's tools for each part. */
export default function SqePage() {
  return (
    <PageContainer
      title="The SQE"
      maxWidth="lg"
      intro="The Solicitors Qualifying Examination has two stages: SQE1 tests legal knowledge, SQE2 practical legal skills."
    >
      <Alert severity="info">
        This is a summary in our own words. Check the{' '}
        <Link href={SRA_SQE} target="_blank" rel="noopener noreferrer">
          SRA’s current SQE specification
        </Link>{' '}
        for dates, fees and any changes to the assessments.
      </Alert>
      <Section id="sqe-readiness" title="Your readiness">
        <SqeReadiness />
      </Section>
      <Section id="sqe-progress" title="Your progress">
        <SqeProgressSection />
      </Section>
      <Section id="sqe-decks" title="Starter decks">
        <StarterDecksSection />
      </Section>
      <Sqe1 />
      <Sqe2 />
      <Section id="sqe-plan" title="Plan your preparation">
        <Typography>
          Record your exam dates to get a countdown and a day-by-day plan for your cards before each one.
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="contained" component={RouterLink} to="/exams">
            My exams
          </Button>
          <Button variant="outlined" component={RouterLink} to="/subjects">
            My subjects
          </Button>
        </Stack>
      </Section>
    </PageContainer>
  );
}
