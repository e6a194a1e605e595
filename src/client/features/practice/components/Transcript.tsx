import Gavel from '@mui/icons-material/Gavel';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ScenarioView, TranscriptTurn } from '@shared/contracts/practice';
import { type ReactNode, useEffect, useRef } from 'react';
import { speakerInitials, speakerName } from '../model/conversation';

const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
const timeOf = (at: string) => {
  const d = new Date(at);
  return Number.isNaN(d.getTime()) ? '' : timeFormat.format(d);
};

const bubbleText = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.55 } as const;

function Speaker({ name, at, extra }: { name: string; at?: string; extra?: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
      <Typography component="span" variant="body2" sx={{ fontWeight: 700 }}>
        {name}
      </Typography>
      {extra}
      {at ? (
        <Typography component="span" variant="caption" color="text.secondary">
          {timeOf(at)}
        </Typography>
      ) : null}
    </Stack>
  );
}

function CandidateTurn({ turn, pending }: { turn: Pick<TranscriptTurn, 'text' | 'at'>; pending?: boolean }) {
  return (
    <Box component="li" sx={{ display: 'flex', justifyContent: 'flex-end' }} data-role="candidate">
      <Paper
        elevation={0}
        sx={{
          maxWidth: { xs: '88%', sm: '80%' },
          px: 2,
          py: 1.25,
          bgcolor: 'rgba(27, 42, 74, 0.08)',
          borderRadius: 2,
          borderBottomRightRadius: 4,
          opacity: pending ? 0.75 : 1,
        }}
      >
        <Speaker name="You" at={pending ? undefined : turn.at} extra={pending ? <PendingCaption /> : null} />
        <Typography sx={bubbleText}>{turn.text}</Typography>
      </Paper>
    </Box>
  );
}

const PendingCaption = () => (
  <Typography component="span" variant="caption" color="text.secondary">
    sending…
  </Typography>
);

function OtherTurn({ turn, name }: { turn: TranscriptTurn; name: string }) {
  const judge = turn.role === 'judge';
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }} data-role={turn.role}>
      <Avatar
        aria-hidden="true"
        sx={{
          width: 36,
          height: 36,
          fontSize: '0.9rem',
          bgcolor: judge ? 'primary.main' : 'secondary.main',
          display: { xs: 'none', sm: 'flex' },
        }}
      >
        {judge ? <Gavel fontSize="small" /> : speakerInitials(name)}
      </Avatar>
      <Paper
        variant="outlined"
        sx={{
          maxWidth: { xs: '92%', sm: '80%' },
          px: 2,
          py: 1.25,
          borderRadius: 2,
          borderTopLeftRadius: 4,
          ...(judge
            ? { borderLeft: 4, borderLeftColor: 'secondary.main', bgcolor: '#fcf8f2' }
            : { bgcolor: 'background.paper' }),
        }}
      >
        <Speaker
          name={name}
          at={turn.at}
          extra={
            judge && turn.interventionId ? (
              <Chip
                label="Intervention"
                size="small"
                color="secondary"
                sx={{ height: 22, fontWeight: 600 }}
              />
            ) : null
          }
        />
        <Typography sx={{ ...bubbleText, ...(judge ? { fontStyle: 'normal' } : {}) }}>{turn.text}</Typography>
      </Paper>
    </Box>
  );
}

function Waiting({ text }: { text: string }) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1, pl: { sm: 6 } }}>
      <Box
        aria-hidden="true"
        sx={{
          display: 'inline-flex',
          gap: 0.5,
          '& span': {
            width: 7,
            height: 7,
            borderRadius: '50%',
            bgcolor: 'text.secondary',
            animation: 'ratio-typing 1.2s infinite ease-in-out',
          },
          '& span:nth-of-type(2)': { animationDelay: '0.2s' },
          '& span:nth-of-type(3)': { animationDelay: '0.4s' },
          '@keyframes ratio-typing': {
            '0%, 80%, 100%': { opacity: 0.25, transform: 'translateY(0)' },
            '40%': { opacity: 1, transform: 'translateY(-3px)' },
          },
          '@media (prefers-reduced-motion: reduce)': { '& span': { animation: 'none' } },
        }}
      >
        <span />
        <span />
        <span />
      </Box>
      <Typography variant="body2" color="text.secondary" data-testid="reply-pending">
        {text}
      </Typography>
    </Box>
  );
}

/** What only a conversation in progress has: a turn on its way, the reply awaited, a scrolling window. */
export type LiveTranscript = {
  /** A turn sent and not yet answered, shown at once. */
  pendingText?: string | null;
  /** "Mrs Baker is answering…" while the reply comes. */
  waitingText?: string;
  emptyText?: string;
  /** Caps the height and scrolls inside, following the latest turn. */
  maxHeight?: Record<string, string> | string;
};

type Props = {
  turns: TranscriptTurn[];
  scenario: Pick<ScenarioView, 'clientName' | 'judge'>;
  /**
   * An interview or hearing on screen while it goes on, named for screen readers ("Interview with Mrs
   * Baker"): a log that reads each new turn out as it arrives. Without it, a record of one that is over.
   */
  live?: LiveTranscript & { label: string };
};

/** An interview or a hearing: the candidate's turns on the right, the client's or the judge's on the left. */
export function Transcript({ turns, scenario, live }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const pendingText = live?.pendingText;
  const maxHeight = live?.maxHeight;
  const count = turns.length + (pendingText ? 1 : 0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the newest turn when the count changes.
  useEffect(() => {
    const el = box.current;
    if (el && maxHeight) el.scrollTop = el.scrollHeight;
  }, [count, maxHeight]);

  const list = (
    <Stack component="ol" spacing={1.75} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {turns.map((turn, i) =>
        turn.role === 'candidate' ? (
          // Turns never move or vanish, so their position is a stable key.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <CandidateTurn key={i} turn={turn} />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <OtherTurn key={i} turn={turn} name={speakerName(turn.role, scenario)} />
        ),
      )}
      {pendingText ? <CandidateTurn turn={{ text: pendingText, at: '' }} pending /> : null}
      {pendingText && live?.waitingText ? <Waiting text={live.waitingText} /> : null}
    </Stack>
  );
  if (!live) return list;

  return (
    <Box
      ref={box}
      role="log"
      aria-live="polite"
      aria-label={live.label}
      aria-busy={Boolean(pendingText)}
      // Scrollable, so it must be reachable by keyboard.
      tabIndex={maxHeight ? 0 : undefined}
      sx={{
        ...(maxHeight ? { maxHeight, overflowY: 'auto', overscrollBehavior: 'contain' } : {}),
        px: { xs: 1, sm: 2 },
        py: 2,
        borderRadius: 1,
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
      }}
    >
      {count === 0 && live.emptyText ? (
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4, px: 2 }}>
          {live.emptyText}
        </Typography>
      ) : null}
      {list}
    </Box>
  );
}
