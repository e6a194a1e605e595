import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { ApiError } from '@client/lib/api';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import Send from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ScenarioView } from '@shared/contracts/practice';
import type { WrittenTool } from '@shared/practice';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAiUsage, useStartPractice } from '../api';
import { useDraft } from '../hooks/useDraft';
import { useNow } from '../hooks/useNow';
import { countWords } from '../model/draft';
import { secondsLeft, secondsTaken } from '../model/timer';
import { feedbackPath } from '../model/tools';
import { allowanceText, atLimit } from '../model/usage';
import { AnswerEditor } from './AnswerEditor';
import { PracticeTimer } from './PracticeTimer';
import { ScenarioBrief } from './ScenarioBrief';
import { SubmitAnswerDialog } from './SubmitAnswerDialog';
import { LimitAlert, UsageLine } from './UsageLine';

function draftStatus(stored: boolean | null, editedAt: number, hasWords: boolean): string {
  if (stored === false) return 'This browser is not keeping a draft: copy your answer somewhere safe.';
  if (stored === null && !hasWords) return 'Your draft is kept on this device as you type.';
  const at = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' }).format(editedAt);
  return `Draft kept on this device · ${at}`;
}

/**
 * One scenario being answered: the brief beside the answer on a wide screen, one after the other on a phone.
 * The answer and the timer live in this browser until Submit sends them, marks them, and opens the feedback.
 */
export function Workspace({ tool, scenario }: { tool: WrittenTool; scenario: ScenarioView }) {
  const navigate = useNavigate();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const { draft, stored, update, discard } = useDraft(tool, scenario.id);
  const usage = useAiUsage();
  const start = useStartPractice(tool);
  const [confirming, setConfirming] = useState(false);
  const answerCard = useRef<HTMLElement>(null);
  const timed = draft.timerStartedAt !== null;
  const now = useNow(timed);
  const left =
    draft.timerStartedAt === null ? null : secondsLeft(draft.timerStartedAt, scenario.timeLimitMinutes, now);
  const toolUsage = usage.data?.tools[tool];
  const refused =
    start.error instanceof ApiError && start.error.code === 'limit_reached' ? start.error : null;
  const limited = atLimit(toolUsage) || refused !== null;
  const words = countWords(draft.answer);
  const empty = draft.answer.trim().length === 0;

  const submit = () => {
    setConfirming(false);
    const end = Date.now();
    start.mutate(
      {
        scenarioId: scenario.id,
        timed,
        answer: draft.answer,
        secondsTaken: secondsTaken(draft.timerStartedAt ?? draft.startedAt, end),
      },
      {
        onSuccess: (session) => {
          discard();
          navigate(feedbackPath(tool, session.id));
        },
      },
    );
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      {wide ? null : (
        <div>
          <Button
            variant="outlined"
            startIcon={<ArrowDownward />}
            onClick={() => answerCard.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
          >
            Go to your answer
          </Button>
        </div>
      )}
      <ScenarioBrief scenario={scenario} />
      <Card
        ref={answerCard}
        component="section"
        aria-labelledby="answer-heading"
        sx={{
          position: { lg: 'sticky' },
          top: { lg: 80 },
          scrollMarginTop: { xs: 64, sm: 72 },
          maxHeight: { lg: 'calc(100vh - 96px)' },
          // A Card hides its overflow, which would stop the clock row sticking below the wide layout.
          overflow: { xs: 'visible', lg: 'auto' },
        }}
      >
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2}>
            <Typography id="answer-heading" variant="h2" sx={{ fontSize: '1.3rem' }}>
              Your answer
            </Typography>
            <PracticeTimer
              limitMinutes={scenario.timeLimitMinutes}
              secondsLeft={left}
              disabled={start.isPending}
              onTimedChange={(on) => update({ timerStartedAt: on ? Date.now() : null })}
            />
            <AnswerEditor
              value={draft.answer}
              onChange={(answer) => update({ answer })}
              minRows={wide ? 16 : 12}
              maxRows={wide ? 16 : undefined}
              disabled={start.isPending}
              status={draftStatus(stored, draft.editedAt, !empty)}
            />
            {limited ? (
              <LimitAlert tool={tool} resetsAt={refused?.resetsAt ?? usage.data?.resetsAt} />
            ) : (
              <UsageLine tool={tool} />
            )}
            {start.error && !refused ? (
              <FormErrorAlert title="Your answer could not be marked." error={start.error} />
            ) : null}
            {start.isPending ? (
              <Stack spacing={1} role="status">
                <Typography>Marking your answer against the criteria…</Typography>
                <LinearProgress aria-label="Marking" />
              </Stack>
            ) : null}
            <div>
              <Button
                variant="contained"
                size="large"
                startIcon={<Send />}
                disabled={empty || limited || start.isPending}
                onClick={() => setConfirming(true)}
              >
                Submit for feedback
              </Button>
            </div>
          </Stack>
        </CardContent>
      </Card>
      <SubmitAnswerDialog
        open={confirming}
        words={words}
        allowance={allowanceText(toolUsage)}
        overtime={left === 0}
        onCancel={() => setConfirming(false)}
        onSubmit={submit}
      />
    </Box>
  );
}
