import { DelayedLoading } from '@client/components/feedback/DelayedLoading';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { PageContainer } from '@client/components/PageContainer';
import { ApiError } from '@client/lib/api';
import { formatDate, plural } from '@client/lib/format';
import PlayArrow from '@mui/icons-material/PlayArrow';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { PracticeSession, ScenarioSummary } from '@shared/contracts/practice';
import { PRACTICE_AREA_LABELS } from '@shared/practice';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePracticeHistory, usePracticeScenarios, useStartPractice } from '../../api';
import { usePracticeUsage } from '../hooks/usePracticeUsage';
import {
  areasOf,
  atLimit,
  type ConversationTool,
  isPracticeArea,
  minutesText,
  scenariosInArea,
} from '../model/conversation';
import { AllowanceLine, PracticeLimitAlert, startCostText } from './Allowance';

export type ChooserCopy = {
  title: string;
  intro: string;
  /** "Start interview" */
  start: string;
  /** "interview" */
  noun: string;
  /** What a timed attempt covers: "for the interview and the attendance note". */
  timedCovers: string;
};

type Props = { tool: ConversationTool; copy: ChooserCopy; onStarted: (session: PracticeSession) => void };

function StartDialog({
  tool,
  copy,
  scenario,
  onClose,
  onStarted,
}: {
  tool: ConversationTool;
  copy: ChooserCopy;
  scenario: ScenarioSummary | null;
  onClose: () => void;
  onStarted: (session: PracticeSession) => void;
}) {
  const usage = usePracticeUsage();
  const start = useStartPractice(tool);
  const [timed, setTimed] = useState(false);
  const phone = useMediaQuery((t) => t.breakpoints.down('sm'));
  const titleId = useId();
  const limited = start.error instanceof ApiError && start.error.code === 'limit_reached';

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
              <RadioGroup
                aria-label="Timing"
                value={timed ? 'timed' : 'untimed'}
                onChange={(e) => setTimed(e.target.value === 'timed')}
              >
                <FormControlLabel
                  value="untimed"
                  control={<Radio />}
                  label="Untimed: take as long as you like"
                />
                <FormControlLabel
                  value="timed"
                  control={<Radio />}
                  label={`Timed at SQE2 pace: ${minutesText(scenario.timeLimitMinutes)} ${copy.timedCovers}`}
                />
              </RadioGroup>
              <Typography variant="body2">{startCostText(tool, usage.data?.tools[tool])}</Typography>
              {limited ? <PracticeLimitAlert tool={tool} /> : null}
              {start.error && !limited ? (
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
              disabled={start.isPending || limited}
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

function ScenarioCard({
  scenario,
  action,
  disabled,
  onStart,
}: {
  scenario: ScenarioSummary;
  action: string;
  disabled: boolean;
  onStart: () => void;
}) {
  const titleId = useId();
  return (
    <Card component="article" aria-labelledby={titleId} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Stack spacing={1.25}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <Chip label={PRACTICE_AREA_LABELS[scenario.practiceArea]} size="small" variant="outlined" />
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
              <TimerOutlined sx={{ fontSize: 16 }} aria-hidden="true" />
              <Typography variant="body2">{minutesText(scenario.timeLimitMinutes)}</Typography>
            </Stack>
          </Stack>
          <Typography id={titleId} variant="h3" sx={{ fontSize: '1.2rem' }}>
            {scenario.title}
          </Typography>
          <Typography color="text.secondary">{scenario.summary}</Typography>
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          variant="outlined"
          onClick={onStart}
          disabled={disabled}
          aria-label={`${action}: ${scenario.title}`}
        >
          {action}
        </Button>
      </CardActions>
    </Card>
  );
}

/** The scenarios of one tool, filtered by practice area, with the week's allowance and any attempt to resume. */
export function ScenarioChooser({ tool, copy, onStarted }: Props) {
  const scenarios = usePracticeScenarios(tool);
  const usage = usePracticeUsage();
  const history = usePracticeHistory(tool, null, 20);
  const [params, setParams] = useSearchParams();
  const [chosen, setChosen] = useState<ScenarioSummary | null>(null);
  const rawArea = params.get('area');
  const area = isPracticeArea(rawArea) ? rawArea : null;
  const toolUsage = usage.data?.tools[tool];
  const limited = atLimit(toolUsage);
  const open = (history.data?.items ?? []).filter((s) => s.status === 'in_progress');
  const items = scenarios.data ?? [];
  const shown = scenariosInArea(items, area);

  return (
    <PageContainer title={copy.title} intro={copy.intro} maxWidth="lg">
      {limited ? (
        <PracticeLimitAlert tool={tool} />
      ) : (
        <AllowanceLine tool={tool} usage={toolUsage} pending={usage.isPending} />
      )}
      {open.map((s) => (
        <Alert
          key={s.id}
          severity="info"
          action={
            <Button color="inherit" size="small" component={Link} to={`?session=${s.id}`}>
              Resume
            </Button>
          }
        >
          You have {copy.noun === 'interview' ? 'an' : 'a'} {copy.noun} in progress:{' '}
          <strong>{s.scenarioTitle}</strong>, started on {formatDate(s.startedAt)}.
        </Alert>
      ))}
      {scenarios.isPending ? <DelayedLoading variant="inline" /> : null}
      <FormErrorAlert title="The scenarios could not be loaded." error={scenarios.error} />
      {scenarios.data ? (
        <Stack component="section" aria-labelledby={`${tool}-scenarios`} spacing={2}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
          >
            <Typography id={`${tool}-scenarios`} variant="h2" sx={{ fontSize: '1.35rem' }}>
              Choose a scenario
            </Typography>
            <TextField
              select
              size="small"
              label="Practice area"
              value={area ?? 'all'}
              onChange={(e) => {
                const next = new URLSearchParams(params);
                if (e.target.value === 'all') next.delete('area');
                else next.set('area', e.target.value);
                setParams(next, { replace: true });
              }}
              sx={{ minWidth: { sm: 300 } }}
            >
              <MenuItem value="all">All practice areas ({items.length})</MenuItem>
              {areasOf(items).map((a) => (
                <MenuItem key={a} value={a}>
                  {PRACTICE_AREA_LABELS[a]} ({scenariosInArea(items, a).length})
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {area
              ? `${plural(shown.length, 'scenario')} in ${PRACTICE_AREA_LABELS[area].toLowerCase()}.`
              : `${plural(shown.length, 'scenario')}.`}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            {shown.map((s) => (
              <ScenarioCard
                key={s.id}
                scenario={s}
                action={copy.start}
                disabled={limited}
                onStart={() => setChosen(s)}
              />
            ))}
          </Box>
        </Stack>
      ) : null}
      <StartDialog
        tool={tool}
        copy={copy}
        scenario={chosen}
        onClose={() => setChosen(null)}
        onStarted={(session) => {
          setChosen(null);
          onStarted(session);
        }}
      />
    </PageContainer>
  );
}
