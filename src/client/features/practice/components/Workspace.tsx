import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { allowanceText } from '@client/lib/ai-usage';
import { useCountdown } from '@client/lib/countdown';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ScenarioView } from '@shared/contracts/practice';
import type { WrittenTool } from '@shared/practice';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useStartPractice } from '../api';
import { useDraft } from '../hooks/useDraft';
import { countWords, draftKey } from '../model/draft';
import { secondsTaken } from '../model/timer';
import { feedbackPath } from '../model/tools';
import { PracticeAllowanceLine, PracticeLimitAlert, UNLIMITED, useToolAllowance } from './Allowance';
import { AnswerEditor } from './AnswerEditor';
import { AnswerPanel } from './AnswerPanel';
import { DraftStatus } from './DraftStatus';
import { PracticeTimer } from './PracticeTimer';
import { ScenarioBrief } from './ScenarioBrief';
import { SubmitAnswerDialog } from './SubmitAnswerDialog';

/**
 * One scenario being answered: the brief beside the answer on a wide screen, one after the other on a phone.
 * The answer and the timer live in this browser until Submit sends them, marks them, and opens the feedback.
 */
export function Workspace({ tool, scenario }: { tool: WrittenTool; scenario: ScenarioView }) {
  const navigate = useNavigate();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const answer = useDraft(draftKey(tool, scenario.id));
  const { draft, update, discard } = answer;
  const start = useStartPractice(tool);
  const allowance = useToolAllowance(tool, start.error);
  const [confirming, setConfirming] = useState(false);
  const answerCard = useRef<HTMLElement>(null);
  const timed = draft.timerStartedAt !== null;
  const left = useCountdown(
    draft.timerStartedAt === null ? null : draft.timerStartedAt + scenario.timeLimitMinutes * 60_000,
  );
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
      <AnswerPanel
        ref={answerCard}
        sx={{
          position: { lg: 'sticky' },
          top: { lg: 80 },
          scrollMarginTop: { xs: 64, sm: 72 },
          maxHeight: { lg: 'calc(100vh - 96px)' },
          // A Card hides its overflow, which would stop the clock row sticking below the wide layout.
          overflow: { xs: 'visible', lg: 'auto' },
        }}
        marking={start.isPending}
        submit={{
          label: 'Submit for feedback',
          disabled: empty || allowance.limited,
          onClick: () => setConfirming(true),
        }}
      >
        <PracticeTimer
          limitMinutes={scenario.timeLimitMinutes}
          secondsLeft={left}
          disabled={start.isPending}
          onTimedChange={(on) => update({ timerStartedAt: on ? Date.now() : null })}
        />
        <AnswerEditor
          value={draft.answer}
          onChange={(text) => update({ answer: text })}
          minRows={wide ? 16 : 12}
          maxRows={wide ? 16 : undefined}
          disabled={start.isPending}
          status={<DraftStatus draft={answer} />}
        />
        {allowance.limited ? (
          <PracticeLimitAlert tool={tool} resetsAt={allowance.resetsAt} />
        ) : (
          <PracticeAllowanceLine allowance={allowance} />
        )}
        {start.error && !allowance.refused ? (
          <FormErrorAlert title="Your answer could not be marked." error={start.error} />
        ) : null}
      </AnswerPanel>
      <SubmitAnswerDialog
        open={confirming}
        words={countWords(draft.answer)}
        allowance={allowanceText(allowance.usage, UNLIMITED)}
        overtime={left === 0}
        onCancel={() => setConfirming(false)}
        onSubmit={submit}
      />
    </Box>
  );
}
