import { useCountdown } from '@client/lib/countdown';
import { plural } from '@client/lib/format';
import Gavel from '@mui/icons-material/Gavel';
import RecordVoiceOverOutlined from '@mui/icons-material/RecordVoiceOverOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { PracticeSession } from '@shared/contracts/practice';
import { useState } from 'react';
import { useSubmitPractice } from '../api';
import { ScenarioBrief } from '../components/ScenarioBrief';
import { Conversation } from '../conversation/components/Conversation';
import { ConversationPanel } from '../conversation/components/ConversationPanel';
import { FinishHearingDialog } from '../conversation/components/FinishHearingDialog';
import type { ChooserCopy } from '../conversation/components/ScenarioChooser';
import { ConversationScreens, SessionFrame } from '../conversation/components/SessionFrame';
import { ADVOCACY_TIPS, TipsPanel } from '../conversation/components/TipsPanel';
import { useDraft } from '../hooks/useDraft';
import { candidateTurns, interventions } from '../model/conversation';
import { draftKey } from '../model/draft';

const COPY: ChooserCopy = {
  title: 'Advocacy',
  intro:
    'Make oral submissions to a judge, typed or dictated. The judge interrupts with questions, as judges do. Feedback covers your structure, use of authority, persuasion and how you answered the judge.',
  start: 'Start hearing',
  noun: 'hearing',
  timedCovers: 'for your submissions',
};

const TOOL = 'advocacy';

function HearingCard({ judge }: { judge: NonNullable<PracticeSession['scenario']['judge']> }) {
  return (
    <Paper variant="outlined" component="section" aria-label="The hearing" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Avatar sx={{ bgcolor: 'primary.main' }} aria-hidden="true">
            <Gavel />
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary">
              Before
            </Typography>
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{judge.name}</Typography>
          </Box>
        </Stack>
        <Typography>{judge.hearing}</Typography>
        <Box
          sx={{
            px: 1.5,
            py: 1,
            borderRadius: 1,
            bgcolor: 'rgba(183, 112, 42, 0.1)',
            borderLeft: 4,
            borderLeftColor: 'secondary.main',
          }}
        >
          <Typography variant="body2" color="text.secondary">
            Form of address
          </Typography>
          <Typography sx={{ fontWeight: 700 }} data-testid="form-of-address">
            Address the judge as “{judge.address}”
          </Typography>
        </Box>
      </Stack>
    </Paper>
  );
}

function Hearing({ session }: { session: PracticeSession }) {
  const wide = useMediaQuery((t) => t.breakpoints.up('md'));
  const secondsLeft = useCountdown(session.deadline);
  const timeUp = secondsLeft === 0;
  const closing = useDraft(draftKey(TOOL, session.id, 'closing'));
  const submit = useSubmitPractice(TOOL, session.id);
  const [finishing, setFinishing] = useState(false);
  const judge = session.scenario.judge ?? { name: 'The judge', address: 'Judge', hearing: '' };
  const said = candidateTurns(session.transcript);
  const asked = interventions(session.transcript);

  // On success the session comes back submitted and the loader moves on to its feedback page.
  const finish = () => {
    const words = closing.draft.answer.trim();
    return submit
      .mutateAsync(words ? words : undefined)
      .then(() => closing.discard())
      .catch(() => {});
  };

  return (
    <SessionFrame
      tool={TOOL}
      session={session}
      subtitle={`Before ${judge.name}`}
      secondsLeft={secondsLeft}
      asideLabel="The hearing and your papers"
      aside={
        <Stack spacing={2}>
          {session.scenario.judge ? <HearingCard judge={session.scenario.judge} /> : null}
          <ScenarioBrief
            scenario={session.scenario}
            taskHeading="Your instructions"
            criteria={false}
            expandFirst={wide}
            foldTask={wide ? undefined : { open: said === 0 }}
          />
          <TipsPanel title="Tips for your submissions" tips={ADVOCACY_TIPS} />
        </Stack>
      }
    >
      <ConversationPanel
        avatar={{ content: <Gavel fontSize="small" />, colour: 'primary.main' }}
        name={judge.name}
        standing={`Address as “${judge.address}”`}
        counters={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-live="polite">
            <Chip
              icon={<RecordVoiceOverOutlined />}
              label={plural(said, 'submission')}
              size="small"
              data-testid="submissions-made"
            />
            <Chip
              icon={<Gavel />}
              label={plural(asked, 'intervention')}
              size="small"
              color={asked ? 'secondary' : 'default'}
              variant={asked ? 'filled' : 'outlined'}
              data-testid="interventions"
            />
          </Stack>
        }
        hint="Each part you send is heard in turn. When you have concluded, finish to get your feedback."
        end={{ label: 'Finish submissions', onClick: () => setFinishing(true), disabled: said === 0 }}
      >
        <Conversation
          tool={TOOL}
          session={session}
          logLabel={`Hearing before ${judge.name}`}
          composerLabel={`Your submissions to ${judge.name}`}
          placeholder={`“May it please you, ${judge.address}, I appear for…”`}
          waitingText={`${judge.name} is considering your submission…`}
          emptyText={`The court is ready. Begin when you are: introduce yourself, say whom you appear for, and what you ask for. Type, or press the microphone to dictate.`}
          dictation
          closed={timeUp ? 'Time is up. Finish your submissions to get your feedback.' : null}
          closedAction={
            <Button color="inherit" size="small" onClick={() => setFinishing(true)}>
              Finish
            </Button>
          }
          sendLabel="Submit"
        />
      </ConversationPanel>
      <FinishHearingDialog
        open={finishing}
        judgeAddress={judge.address}
        closing={closing}
        submitting={submit.isPending}
        error={submit.error}
        onClose={() => setFinishing(false)}
        onFinish={() => void finish()}
      />
    </SessionFrame>
  );
}

/** /advocacy: choose a scenario, then the hearing (?session=): submissions in turns, the judge intervening. */
export default function AdvocacyPage() {
  return (
    <ConversationScreens tool={TOOL} copy={COPY}>
      {(session) => <Hearing key={session.id} session={session} />}
    </ConversationScreens>
  );
}
