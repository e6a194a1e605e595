import { EngineLabel } from '@client/components/EngineLabel';
import { Section } from '@client/components/Section';
import { formatDate, plural } from '@client/lib/format';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CriterionMark, Feedback, PracticeSession } from '@shared/contracts/practice';
import { GRADE_LABELS, MAX_MARK, PRACTICE_AREA_LABELS } from '@shared/practice';
import type { ReactNode } from 'react';
import { countWords } from '../model/draft';
import { GradeBadge, MarkBar } from './MarkBar';
import { MeasuresTable } from './MeasuresTable';
import { Transcript } from './Transcript';

const KIND_LABEL = { skills: 'Skills', law: 'Application of law' } as const;

function CriterionCard({ criterion: c }: { criterion: CriterionMark }) {
  return (
    <Card component="li" aria-labelledby={`criterion-${c.id}`}>
      <CardContent sx={{ p: { xs: 2, sm: 2.5 }, '&:last-child': { pb: { xs: 2, sm: 2.5 } } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 1, sm: 2 }}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}
        >
          <Stack spacing={0.5} sx={{ minWidth: 0 }}>
            <Typography id={`criterion-${c.id}`} component="h3" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
              {c.name}
            </Typography>
            <div>
              <Chip size="small" variant="outlined" label={KIND_LABEL[c.kind]} />
            </div>
          </Stack>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexShrink: 0 }}>
            <MarkBar mark={c.mark} grade={c.grade} />
            <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
              {c.mark} / {MAX_MARK}
            </Typography>
            <Typography
              color="text.secondary"
              sx={{ fontSize: '0.9rem', whiteSpace: 'nowrap' }}
              title={GRADE_LABELS[c.grade]}
            >
              Grade {c.grade}
            </Typography>
          </Stack>
        </Stack>
        <Box
          component="ul"
          sx={{ m: 0, pl: 2.5, listStyleType: 'disc', '& li': { mb: 0.5, lineHeight: 1.55 } }}
        >
          {c.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

function PointList({ items, tone, empty }: { items: string[]; tone: 'good' | 'missing'; empty: string }) {
  if (items.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  const Icon = tone === 'good' ? CheckCircleOutline : ErrorOutline;
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item) => (
        <Stack component="li" key={item} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Icon
            fontSize="small"
            color={tone === 'good' ? 'success' : 'warning'}
            aria-hidden="true"
            sx={{ mt: '2px' }}
          />
          <Typography sx={{ lineHeight: 1.55 }}>{item}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}

function ListCard({ tone, children }: { tone: 'good' | 'missing'; children: ReactNode }) {
  return (
    <Card sx={{ borderLeft: 4, borderLeftColor: tone === 'good' ? 'success.main' : 'warning.main' }}>
      <CardContent sx={{ p: { xs: 2, sm: 2.5 }, '&:last-child': { pb: { xs: 2, sm: 2.5 } } }}>
        {children}
      </CardContent>
    </Card>
  );
}

function Collapsible({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Accordion disableGutters variant="outlined" sx={{ borderRadius: 1, '&::before': { display: 'none' } }}>
      <AccordionSummary expandIcon={<ExpandMore />} aria-controls={`${id}-content`} id={`${id}-header`}>
        <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.1rem', fontFamily: 'Georgia, serif' }}>
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`${id}-content`}>{children}</AccordionDetails>
    </Accordion>
  );
}

function Headline({ feedback, session }: { feedback: Feedback; session?: PracticeSession }) {
  const skills = feedback.criteria.filter((c) => c.kind === 'skills').length;
  const law = feedback.criteria.length - skills;
  const when = session?.submittedAt ? formatDate(session.submittedAt) : '';
  return (
    <Card component="section" aria-label="Overall result">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={2.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Box>
            <Typography color="text.secondary" sx={{ fontSize: '0.9rem' }}>
              Overall
            </Typography>
            <Typography
              sx={{ fontSize: '2.6rem', fontWeight: 700, lineHeight: 1.1 }}
              data-testid="overall-percent"
            >
              {feedback.percent}%
            </Typography>
          </Box>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <GradeBadge grade={feedback.grade} size="large" />
            <Box>
              <Typography sx={{ fontWeight: 700, fontSize: '1.15rem' }}>Grade {feedback.grade}</Typography>
              <Typography color="text.secondary">{GRADE_LABELS[feedback.grade]}</Typography>
            </Box>
          </Stack>
        </Stack>
        <Typography color="text.secondary" sx={{ mt: 2, fontSize: '0.95rem' }}>
          {session ? (
            <>
              {PRACTICE_AREA_LABELS[session.practiceArea]}
              {when ? ` · submitted ${when}` : ''}
              {session.timed ? ' · timed' : ' · untimed'}.{' '}
            </>
          ) : null}
          Marked on {plural(feedback.criteria.length, 'criterion', 'criteria')} ({skills} of skills, {law} of
          the application of law), from A (superior performance) to F (poor), as SQE2 grades them
          {feedback.engine === 'openai' ? ', by the AI marker.' : ', by Ratio’s marker.'}
        </Typography>
        <Box sx={{ mt: 1 }}>
          <EngineLabel producer={{ kind: feedback.engine, model: feedback.model ?? null }} use="marking" />
        </Box>
        {feedback.marker === 'checklist' ? (
          <Typography data-testid="marker-note" sx={{ mt: 1, fontSize: '0.95rem' }}>
            It looks for the marking guide’s points in your words and quotes each one it credits, but it does
            not understand your answer as an examiner would.
          </Typography>
        ) : null}
        {feedback.passed === false && feedback.wrongLaw?.length ? (
          <Typography data-testid="wrong-law" color="error" sx={{ mt: 1, fontSize: '0.95rem' }}>
            Not a pass: the answer states the law wrongly on{' '}
            {plural(feedback.wrongLaw.length, 'point', 'points')}. Each is quoted under its criterion below.
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}

/**
 * The feedback on one attempt of any practice tool: the overall result, a mark per criterion with its reasons,
 * what was done well and what was missing, the measures, the model answer outline, and (given the session)
 * the candidate's own answer and the transcript of an interview or a hearing.
 */
export function FeedbackView({ feedback, session }: { feedback: Feedback; session?: PracticeSession }) {
  const answer = session?.answer ?? null;
  const transcript = session?.transcript ?? [];
  return (
    <Stack spacing={3.5}>
      <Headline feedback={feedback} session={session} />

      <Section id="criteria-heading" title="Marks by criterion">
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {feedback.criteria.map((c) => (
            <CriterionCard key={c.id} criterion={c} />
          ))}
        </Stack>
      </Section>

      <Section id="strengths-heading" title="What you did well">
        <ListCard tone="good">
          <PointList
            items={feedback.strengths}
            tone="good"
            empty="Nothing stood out yet: see what was missing."
          />
        </ListCard>
      </Section>
      <Section id="missing-heading" title="What was missing">
        <ListCard tone="missing">
          <PointList items={feedback.missing} tone="missing" empty="Nothing important was missing." />
        </ListCard>
      </Section>

      {feedback.measures.length > 0 ? (
        <Section id="measures-heading" title="Measures">
          <MeasuresTable measures={feedback.measures} />
        </Section>
      ) : null}

      {feedback.modelAnswer.length > 0 ? (
        <Section id="model-heading" title="Model answer outline">
          <Card>
            <CardContent>
              <Box component="ol" sx={{ m: 0, pl: 3, '& li': { mb: 0.75, lineHeight: 1.6 } }}>
                {feedback.modelAnswer.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </Box>
            </CardContent>
          </Card>
        </Section>
      ) : null}

      {answer || transcript.length > 0 ? (
        <Stack spacing={1.5}>
          {session && transcript.length > 0 ? (
            <Collapsible id="transcript" title={`Transcript (${plural(transcript.length, 'turn')})`}>
              <Transcript turns={transcript} scenario={session.scenario} />
            </Collapsible>
          ) : null}
          {answer ? (
            <Collapsible
              id="your-answer"
              title={`${session?.tool === 'interviewing' ? 'Your attendance note' : 'Your answer'} (${plural(countWords(answer), 'word')})`}
            >
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.6 }}>
                {answer}
              </Typography>
            </Collapsible>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
