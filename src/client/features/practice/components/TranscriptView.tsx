import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ScenarioView, TranscriptTurn } from '@shared/contracts/practice';

const timeOfDay = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
const clock = (iso: string) => (Number.isNaN(Date.parse(iso)) ? '' : timeOfDay.format(new Date(iso)));

function speaker(turn: TranscriptTurn, scenario: ScenarioView | undefined): string {
  if (turn.role === 'candidate') return 'You';
  if (turn.role === 'client') return scenario?.clientName ?? 'Client';
  return scenario?.judge?.name ?? 'Judge';
}

/** An interview or a hearing as it went: the candidate's turns on the right, the other side's on the left. */
export function TranscriptView({ turns, scenario }: { turns: TranscriptTurn[]; scenario?: ScenarioView }) {
  return (
    <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {turns.map((turn, i) => {
        const mine = turn.role === 'candidate';
        return (
          <Box
            component="li"
            // biome-ignore lint/suspicious/noArrayIndexKey: a transcript only grows; turns never move.
            key={i}
            sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start' }}
          >
            <Box
              sx={{
                maxWidth: { xs: '92%', sm: '80%' },
                px: 1.5,
                py: 1,
                borderRadius: 2,
                bgcolor: mine ? 'rgba(27, 42, 74, 0.06)' : 'background.paper',
                border: 1,
                borderColor: mine ? 'rgba(27, 42, 74, 0.2)' : 'divider',
              }}
            >
              <Typography sx={{ fontSize: '0.85rem', fontWeight: 600 }} color="text.secondary">
                {speaker(turn, scenario)}
                {clock(turn.at) ? ` · ${clock(turn.at)}` : ''}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{turn.text}</Typography>
            </Box>
          </Box>
        );
      })}
    </Stack>
  );
}
