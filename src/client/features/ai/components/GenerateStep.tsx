import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import AutoAwesome from '@mui/icons-material/AutoAwesome';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { LimitAlert } from './UsageLine';

type Props = {
  /** Options of this generator (card count and kinds), above the button. */
  options?: ReactNode;
  label: string;
  /** What is being worked on ("5,120 words"), for the progress line. */
  working: string;
  ready: boolean;
  /** Why the button is disabled, when nothing is chosen yet. */
  hint?: string;
  pending: boolean;
  limited: boolean;
  error: unknown;
  onGenerate: () => void;
  onCancel: () => void;
};

function Elapsed() {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setSeconds((s) => s + 1), 1000);
    return () => clearInterval(timer);
  }, []);
  return seconds > 0 ? <> · {seconds} s</> : null;
}

/** The generate button, then progress with a cancel button, then what went wrong. */
export function GenerateStep({
  options,
  label,
  working,
  ready,
  hint,
  pending,
  limited,
  error,
  onGenerate,
  onCancel,
}: Props) {
  return (
    <Stack spacing={2}>
      {options}
      {limited ? <LimitAlert /> : null}
      {pending ? (
        <Box role="status" aria-live="polite">
          <Typography sx={{ mb: 1 }}>
            Working on {working}…<Elapsed />
          </Typography>
          <LinearProgress aria-label="Generating" />
          <Button onClick={onCancel} sx={{ mt: 1.5 }} variant="outlined">
            Cancel
          </Button>
        </Box>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
          <Button
            variant="contained"
            size="large"
            startIcon={<AutoAwesome />}
            onClick={onGenerate}
            disabled={!ready || limited}
          >
            {label}
          </Button>
          {!ready && hint ? <Typography color="text.secondary">{hint}</Typography> : null}
        </Stack>
      )}
      {!limited && error ? <FormErrorAlert title="Nothing was generated." error={error} /> : null}
    </Stack>
  );
}
