import { plural } from '@client/lib/format';
import ExpandMore from '@mui/icons-material/ExpandMore';
import QuestionAnswerOutlined from '@mui/icons-material/QuestionAnswerOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { PracticeSession } from '@shared/contracts/practice';
import { useSearchParams } from 'react-router';
import { useSubmitPractice } from '../api';
import { AttendanceNote } from '../conversation/components/AttendanceNote';
import { CaseMaterials } from '../conversation/components/CaseMaterials';
import { Conversation } from '../conversation/components/Conversation';
import { type ChooserCopy, ScenarioChooser } from '../conversation/components/ScenarioChooser';
import { SessionFrame, SessionLoader } from '../conversation/components/SessionFrame';
import { QUESTIONING_TIPS, TipsPanel } from '../conversation/components/TipsPanel';
import { Transcript } from '../conversation/components/Transcript';
import { useCountdown } from '../conversation/hooks/useCountdown';
import { useDraft } from '../conversation/hooks/useDraft';
import { candidateTurns, speakerInitials } from '../conversation/model/conversation';
import { draftKey } from '../conversation/model/draft';

const COPY: ChooserCopy = {
  title: 'Client interviewing',
  intro:
    'Interview a simulated client who tells you the facts only when you ask the right questions, then write the attendance note. Feedback covers your questioning and your note, in the spirit of the SQE2 assessment criteria.',
  start: 'Start interview',
  noun: 'interview',
  timedCovers: 'for the interview and the attendance note together',
};

const TOOL = 'interviewing';

function Interview({ session }: { session: PracticeSession }) {
  const [params, setParams] = useSearchParams();
  const step = params.get('step') === 'note' ? 'note' : 'interview';
  const wide = useMediaQuery((t) => t.breakpoints.up('md'));
  const secondsLeft = useCountdown(session.deadline);
  const timeUp = secondsLeft === 0;
  const draft = useDraft(draftKey(TOOL, session.id));
  const submit = useSubmitPractice(TOOL, session.id);
  const client = session.scenario.clientName ?? 'the client';
  const asked = candidateTurns(session.transcript);

  const goTo = (next: 'interview' | 'note') => {
    const p = new URLSearchParams(params);
    if (next === 'note') p.set('step', 'note');
    else p.delete('step');
    setParams(p);
    window.scrollTo({ top: 0 });
  };

  // On success the session comes back submitted and the loader moves on to its feedback page.
  const submitNote = () =>
    submit
      .mutateAsync(draft.text)
      .then(() => draft.discard())
      .catch(() => {});

  const materials = (
    <Stack spacing={2}>
      <CaseMaterials
        scenario={session.scenario}
        heading="Before the interview"
        expandFirst={wide && step === 'interview'}
        foldTask={wide ? undefined : { open: step === 'interview' && asked === 0 }}
      />
      <TipsPanel title="Tips for good questioning" tips={QUESTIONING_TIPS} />
    </Stack>
  );

  const transcriptForNote = (
    <Accordion
      disableGutters
      variant="outlined"
      defaultExpanded={wide}
      slotProps={{ heading: { component: 'h2' } }}
    >
      <AccordionSummary expandIcon={<ExpandMore />}>
        <Typography sx={{ fontWeight: 600 }}>The interview ({plural(asked, 'question')})</Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ p: 0 }}>
        <Transcript
          turns={session.transcript}
          scenario={session.scenario}
          label={`Transcript of the interview with ${client}`}
          maxHeight={{ xs: '50vh', md: '45vh' }}
        />
      </AccordionDetails>
    </Accordion>
  );

  return (
    <SessionFrame
      tool={TOOL}
      session={session}
      subtitle={`Interview with ${client}`}
      secondsLeft={secondsLeft}
      asideLabel="Your instructions and the papers"
      aside={
        step === 'note' ? (
          <Stack spacing={2}>
            {transcriptForNote}
            {materials}
          </Stack>
        ) : (
          materials
        )
      }
    >
      {step === 'note' ? (
        <AttendanceNote
          clientName={client}
          draft={draft}
          submitting={submit.isPending}
          error={submit.error}
          timeUp={timeUp}
          onBack={() => goTo('interview')}
          onSubmit={() => void submitNote()}
        />
      ) : (
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          <Stack
            direction="row"
            spacing={1.5}
            sx={{ alignItems: 'center', px: 2, py: 1.5, bgcolor: 'rgba(27, 42, 74, 0.03)' }}
          >
            <Avatar sx={{ bgcolor: 'secondary.main', width: 40, height: 40 }} aria-hidden="true">
              {speakerInitials(client)}
            </Avatar>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="h2" sx={{ fontSize: '1.1rem', fontFamily: 'inherit', fontWeight: 700 }}>
                {client}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Your client
              </Typography>
            </Box>
            <Chip
              icon={<QuestionAnswerOutlined />}
              label={`${plural(asked, 'question')} asked`}
              size="small"
              data-testid="questions-asked"
              aria-live="polite"
            />
          </Stack>
          <Divider />
          <Box sx={{ p: { xs: 1.5, sm: 2 } }}>
            <Conversation
              tool={TOOL}
              session={session}
              logLabel={`Interview with ${client}`}
              composerLabel={`Your question to ${client}`}
              placeholder="Start open: “Tell me what has happened.”"
              waitingText={`${client} is answering…`}
              emptyText={`${client} is waiting for your first question.`}
              maxHeight={{ xs: '55vh', md: 'max(300px, calc(100vh - 470px))' }}
              closed={timeUp ? 'Time is up. Write your attendance note now.' : null}
              closedAction={
                <Button color="inherit" size="small" onClick={() => goTo('note')}>
                  Write the note
                </Button>
              }
              sendLabel="Ask"
            />
          </Box>
          <Divider />
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ p: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
          >
            <Typography variant="body2" color="text.secondary">
              When you have the facts you need and have advised, end the interview and write it up.
            </Typography>
            <Button variant="contained" color="secondary" onClick={() => goTo('note')} sx={{ flexShrink: 0 }}>
              End interview and write the attendance note
            </Button>
          </Stack>
        </Paper>
      )}
    </SessionFrame>
  );
}

/** /interviewing: choose a scenario, interview the client (?session=), then write the note (&step=note). */
export default function InterviewingPage() {
  const [params, setParams] = useSearchParams();
  const id = params.get('session');
  if (!id) return <ScenarioChooser tool={TOOL} copy={COPY} onStarted={(s) => setParams({ session: s.id })} />;
  return (
    <SessionLoader tool={TOOL} id={id}>
      {(session) => <Interview key={session.id} session={session} />}
    </SessionLoader>
  );
}
