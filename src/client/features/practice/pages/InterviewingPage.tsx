import { useCountdown } from '@client/lib/countdown';
import { plural } from '@client/lib/format';
import ExpandMore from '@mui/icons-material/ExpandMore';
import QuestionAnswerOutlined from '@mui/icons-material/QuestionAnswerOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { PracticeSession } from '@shared/contracts/practice';
import { useSearchParams } from 'react-router';
import { useSubmitPractice } from '../api';
import { ScenarioBrief } from '../components/ScenarioBrief';
import { Transcript } from '../components/Transcript';
import { AttendanceNote } from '../conversation/components/AttendanceNote';
import { Conversation } from '../conversation/components/Conversation';
import { ConversationPanel } from '../conversation/components/ConversationPanel';
import type { ChooserCopy } from '../conversation/components/ScenarioChooser';
import { ConversationScreens, SessionFrame } from '../conversation/components/SessionFrame';
import { QUESTIONING_TIPS, TipsPanel } from '../conversation/components/TipsPanel';
import { useDraft } from '../hooks/useDraft';
import { candidateTurns, speakerInitials } from '../model/conversation';
import { draftKey } from '../model/draft';

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
  const note = useDraft(draftKey(TOOL, session.id));
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
      .mutateAsync(note.draft.answer)
      .then(() => note.discard())
      .catch(() => {});

  const materials = (
    <Stack spacing={2}>
      <ScenarioBrief
        scenario={session.scenario}
        taskHeading="Before the interview"
        criteria={false}
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
          live={{
            label: `Transcript of the interview with ${client}`,
            maxHeight: { xs: '50vh', md: '45vh' },
          }}
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
          note={note}
          submitting={submit.isPending}
          error={submit.error}
          timeUp={timeUp}
          onBack={() => goTo('interview')}
          onSubmit={() => void submitNote()}
        />
      ) : (
        <ConversationPanel
          avatar={{ content: speakerInitials(client), colour: 'secondary.main' }}
          name={client}
          standing="Your client"
          counters={
            <Chip
              icon={<QuestionAnswerOutlined />}
              label={`${plural(asked, 'question')} asked`}
              size="small"
              data-testid="questions-asked"
              aria-live="polite"
            />
          }
          hint="When you have the facts you need and have advised, end the interview and write it up."
          end={{ label: 'End interview and write the attendance note', onClick: () => goTo('note') }}
        >
          <Conversation
            tool={TOOL}
            session={session}
            logLabel={`Interview with ${client}`}
            composerLabel={`Your question to ${client}`}
            placeholder="Start open: “Tell me what has happened.”"
            waitingText={`${client} is answering…`}
            emptyText={`${client} is waiting for your first question.`}
            closed={timeUp ? 'Time is up. Write your attendance note now.' : null}
            closedAction={
              <Button color="inherit" size="small" onClick={() => goTo('note')}>
                Write the note
              </Button>
            }
            sendLabel="Ask"
          />
        </ConversationPanel>
      )}
    </SessionFrame>
  );
}

/** /interviewing: choose a scenario, interview the client (?session=), then write the note (&step=note). */
export default function InterviewingPage() {
  return (
    <ConversationScreens tool={TOOL} copy={COPY}>
      {(session) => <Interview key={session.id} session={session} />}
    </ConversationScreens>
  );
}
