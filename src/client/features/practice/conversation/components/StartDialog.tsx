import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { TimingChoice } from '@client/components/TimingChoice';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { PracticeSession, ScenarioSummary } from '@shared/contracts/practice';
import { useId, useState } from 'react';
import { useStartPractice } from '../../api';
import { PracticeLimitAlert, startCostText, useToolAllowance } from '../../components/Allowance';
import type { ConversationTool } from '../../model/conversation';
import { formatMinutes } from '../../model/timer';

export type StartCopy = {
  /** "Start interview" */
  start: string;
  /** "interview" */
  noun: string;
  /** What a timed attempt covers: "for the interview and the attendance note". */
  timedCovers: string;
};

type Props = {
  tool: ConversationTool;
  copy: StartCopy;
  /** The scenario chosen; null keeps the dialog closed. */
  scenario: ScenarioSummary | null;
  onClose: () => void;
  onStarted: (session: PracticeSession) => void;
};

/** Starting uses an attempt of the week, so it is asked first, with the choice of timing. */
export function StartDialog({ tool, copy, scenario, onClose, onStarted }: Props) {
  const start = useStartPractice(tool);
  const allowance = useToolAllowance(tool, start.error);
  const [timed, setTimed] = useState(false);
  const phone = useMediaQuery((t) => t.breakpoints.down('sm'));
  const titleId = useId();

  const begin = () => {
    if (!scenario) return;
    start.mutate({ scenarioId: scenario.id, timed }, { onSuccess: onStarted });
  };

  return (
    <Dialog
      open={scenario !== null}
      onClose={start.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      // Clears the choice and any error once closed, ready for another scenario.
      slotProps={{
        transition: {
          onExited: () => {
            setTimed(false);
            start.reset();
          },
        },
      }}
    >
      {scenario ? (
        <>
          <DialogTitle id={titleId}>{scenario.title}</DialogTitle>
          <DialogContent>
            <Stack spacing={2}>
              <Typography color="text.secondary">{scenario.summary}</Typography>
              <TimingChoice
                label="Timing"
                timed={timed}
                onChange={setTimed}
                timedLabel={`Timed at SQE2 pace: ${formatMinutes(scenario.timeLimitMinutes)} ${copy.timedCovers}`}
              />
              <Typography variant="body2">{startCostText(tool, allowance.usage)}</Typography>
              {allowance.refused ? <PracticeLimitAlert tool={tool} resetsAt={allowance.resetsAt} /> : null}
              {start.error && !allowance.refused ? (
                <FormErrorAlert title={`The ${copy.noun} could not be started.`} error={start.error} />
              ) : null}
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose} disabled={start.isPending}>
              Cancel
            </Button>
            <Button
              variant="contained"
              onClick={begin}
              disabled={start.isPending || allowance.refused}
              startIcon={<PlayArrow />}
            >
              {start.isPending ? 'Starting…' : copy.start}
            </Button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}
