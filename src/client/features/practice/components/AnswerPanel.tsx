import Send from '@mui/icons-material/Send';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode, Ref } from 'react';

type Props = {
  ref?: Ref<HTMLElement>;
  sx?: SxProps<Theme>;
  /** The answer is with the marker. */
  marking: boolean;
  submit: { label: string; disabled: boolean; onClick: () => void };
  /** The editor, and what goes with it: the timer, the allowance, why the last try failed. */
  children: ReactNode;
};

/** A written answer, in the workspace and in the demos: the editor, the marking in progress, and the button. */
export function AnswerPanel({ ref, sx, marking, submit, children }: Props) {
  return (
    <Card ref={ref} component="section" aria-labelledby="answer-heading" sx={sx}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Typography id="answer-heading" variant="h2" sx={{ fontSize: '1.3rem' }}>
            Your answer
          </Typography>
          {children}
          {marking ? (
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
              disabled={submit.disabled || marking}
              onClick={submit.onClick}
            >
              {submit.label}
            </Button>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}
