import AccessTime from '@mui/icons-material/AccessTime';
import ArrowForward from '@mui/icons-material/ArrowForward';
import EditNote from '@mui/icons-material/EditNote';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ScenarioSummary } from '@shared/contracts/practice';
import { PRACTICE_AREA_LABELS, PRACTICE_AREAS, type PracticeArea, type WrittenTool } from '@shared/practice';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { browserStore, hasDraft } from '../model/draft';
import { formatMinutes } from '../model/timer';
import { scenarioPath } from '../model/tools';

function ScenarioCard({ scenario, drafted }: { scenario: ScenarioSummary; drafted: boolean }) {
  return (
    <Card component="li" sx={{ listStyle: 'none', height: '100%' }}>
      <CardActionArea
        component={Link}
        to={scenarioPath(scenario.tool, scenario.id)}
        sx={{ height: '100%', alignItems: 'stretch' }}
        aria-label={`${scenario.title}: ${PRACTICE_AREA_LABELS[scenario.practiceArea]}, ${formatMinutes(scenario.timeLimitMinutes)}${drafted ? ', draft in progress' : ''}`}
      >
        <CardContent sx={{ height: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
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
          <Typography component="h3" variant="h6" sx={{ fontSize: '1.05rem', lineHeight: 1.35 }}>
            {scenario.title}
          </Typography>
          <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
            {scenario.summary}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <AccessTime fontSize="small" color="action" aria-hidden="true" />
              <Typography color="text.secondary" sx={{ fontSize: '0.9rem' }}>
                {formatMinutes(scenario.timeLimitMinutes)}
              </Typography>
            </Stack>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'primary.main' }}>
              <Typography sx={{ fontWeight: 600, fontSize: '0.95rem' }}>
                {drafted ? 'Continue' : 'Start'}
              </Typography>
              <ArrowForward fontSize="small" aria-hidden="true" />
            </Stack>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

type Props = {
  tool: WrittenTool;
  scenarios: ScenarioSummary[];
  area: PracticeArea | null;
  onAreaChange: (area: PracticeArea | null) => void;
};

/** The tool's scenarios as cards, narrowed to one practice area if chosen. */
export function ScenarioList({ tool, scenarios, area, onAreaChange }: Props) {
  const store = useMemo(browserStore, []);
  const areas = PRACTICE_AREAS.filter((a) => scenarios.some((s) => s.practiceArea === a));
  const shown = area ? scenarios.filter((s) => s.practiceArea === area) : scenarios;
  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <TextField
          select
          size="small"
          label="Practice area"
          value={area ?? 'all'}
          onChange={(e) => onAreaChange(e.target.value === 'all' ? null : (e.target.value as PracticeArea))}
          sx={{ maxWidth: { sm: 360 } }}
        >
          <MenuItem value="all">All practice areas</MenuItem>
          {areas.map((a) => (
            <MenuItem key={a} value={a}>
              {PRACTICE_AREA_LABELS[a]}
            </MenuItem>
          ))}
        </TextField>
        <Typography color="text.secondary" role="status">
          {shown.length === 1 ? '1 scenario' : `${shown.length} scenarios`}
        </Typography>
      </Stack>
      <Box
        component="ul"
        aria-label="Scenarios"
        sx={{
          p: 0,
          m: 0,
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
          <ScenarioCard key={s.id} scenario={s} drafted={store ? hasDraft(store, tool, s.id) : false} />
        ))}
      </Box>
    </Stack>
  );
}
