import { plural } from '@client/lib/format';
import AccessTime from '@mui/icons-material/AccessTime';
import ArrowForward from '@mui/icons-material/ArrowForward';
import EditNote from '@mui/icons-material/EditNote';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ScenarioSummary } from '@shared/contracts/practice';
import { PRACTICE_AREA_LABELS, type PracticeArea } from '@shared/practice';
import { useId, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { browserStore, draftKey, hasDraft } from '../model/draft';
import { areasOf, isPracticeArea, scenariosInArea } from '../model/scenarios';
import { formatMinutes } from '../model/timer';
import { scenarioPath } from '../model/tools';

/**
 * How a scenario is begun: a written one opens its workspace (where a draft may be waiting); an interview or
 * a hearing uses an attempt, so the button asks first.
 */
export type ScenarioStart =
  | { kind: 'workspace' }
  | { kind: 'ask'; label: string; disabled: boolean; onStart: (scenario: ScenarioSummary) => void };

function ScenarioCard({
  scenario,
  start,
  drafted,
}: {
  scenario: ScenarioSummary;
  start: ScenarioStart;
  drafted: boolean;
}) {
  const titleId = useId();
  const time = formatMinutes(scenario.timeLimitMinutes);
  const content = (
    <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Chip
          size="small"
          label={PRACTICE_AREA_LABELS[scenario.practiceArea]}
          color="primary"
          variant="outlined"
        />
        {drafted ? (
          <Chip size="small" icon={<EditNote />} label="Draft in progress" color="secondary" />
        ) : null}
      </Stack>
      <Typography id={titleId} component="h3" variant="h6" sx={{ fontSize: '1.05rem', lineHeight: 1.35 }}>
        {scenario.title}
      </Typography>
      <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
        {scenario.summary}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <AccessTime fontSize="small" color="action" aria-hidden="true" />
          <Typography color="text.secondary" sx={{ fontSize: '0.9rem' }}>
            {time}
          </Typography>
        </Stack>
        {start.kind === 'workspace' ? (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'primary.main' }}>
            <Typography sx={{ fontWeight: 600, fontSize: '0.95rem' }}>
              {drafted ? 'Continue' : 'Start'}
            </Typography>
            <ArrowForward fontSize="small" aria-hidden="true" />
          </Stack>
        ) : null}
      </Stack>
    </CardContent>
  );
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      {start.kind === 'workspace' ? (
        // Named by its own text (area, title, summary, time, Start): a separate label would not contain the
        // words on the card, and speech-input users say what they see to follow the link.
        <CardActionArea
          component={Link}
          to={scenarioPath(scenario.tool, scenario.id)}
          sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
        >
          {content}
        </CardActionArea>
      ) : (
        <>
          {content}
          <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>
            <Button
              variant="outlined"
              onClick={() => start.onStart(scenario)}
              disabled={start.disabled}
              aria-label={`${start.label}: ${scenario.title}`}
            >
              {start.label}
            </Button>
          </CardActions>
        </>
      )}
    </Card>
  );
}

/**
 * A tool's scenarios as cards, narrowed to one practice area if chosen; the area is kept in the address
 * (?area=) so a reload or a shared link keeps it.
 */
export function ScenarioList({ scenarios, start }: { scenarios: ScenarioSummary[]; start: ScenarioStart }) {
  const headingId = useId();
  const store = useMemo(browserStore, []);
  const [params, setParams] = useSearchParams();
  const chosen = params.get('area');
  const area = isPracticeArea(chosen) ? chosen : null;
  const shown = scenariosInArea(scenarios, area);

  const setArea = (next: PracticeArea | null) => {
    const p = new URLSearchParams(params);
    if (next) p.set('area', next);
    else p.delete('area');
    setParams(p, { replace: true, preventScrollReset: true });
  };

  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.35rem' }}>
          Choose a scenario
        </Typography>
        <TextField
          select
          size="small"
          label="Practice area"
          value={area ?? 'all'}
          onChange={(e) => setArea(isPracticeArea(e.target.value) ? e.target.value : null)}
          sx={{ width: { sm: 340 }, flexShrink: 0 }}
        >
          <MenuItem value="all">All practice areas ({scenarios.length})</MenuItem>
          {areasOf(scenarios).map((a) => (
            <MenuItem key={a} value={a}>
              {PRACTICE_AREA_LABELS[a]} ({scenariosInArea(scenarios, a).length})
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Typography color="text.secondary" role="status">
        {area
          ? `${plural(shown.length, 'scenario')} in ${PRACTICE_AREA_LABELS[area].toLowerCase()}.`
          : `${plural(shown.length, 'scenario')}.`}
      </Typography>
      <Box
        component="ul"
        aria-label="Scenarios"
        sx={{
          p: 0,
          m: 0,
          listStyle: 'none',
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        {shown.map((s) => (
          <li key={s.id}>
            <ScenarioCard
              scenario={s}
              start={start}
              drafted={start.kind === 'workspace' && hasDraft(store, draftKey(s.tool, s.id))}
            />
          </li>
        ))}
      </Box>
    </Stack>
  );
}
