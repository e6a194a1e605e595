import { plural } from '@client/lib/format';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PRACTICE_LIMITS } from '@shared/practice';
import type { ReactNode } from 'react';
import { countWords } from '../model/draft';

type Props = {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  /** Rows shown before the box grows; `maxRows` stops it growing (it scrolls instead). */
  minRows?: number;
  maxRows?: number;
  disabled?: boolean;
  /** Beside the word count: whether the draft is kept, for instance. */
  status?: ReactNode;
};

const NEAR_LIMIT = 1_000;

/** The answer box: large, spell-checked, with a running word count and the character limit near its end. */
export function AnswerEditor({
  value,
  onChange,
  label = 'Your answer',
  minRows = 14,
  maxRows,
  disabled,
  status,
}: Props) {
  const words = countWords(value);
  const left = PRACTICE_LIMITS.answerChars - value.length;
  return (
    <Stack spacing={0.75}>
      <TextField
        label={label}
        multiline
        minRows={minRows}
        maxRows={maxRows}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        placeholder="Write your answer here…"
        slotProps={{
          htmlInput: {
            maxLength: PRACTICE_LIMITS.answerChars,
            spellCheck: true,
            'aria-describedby': 'answer-count',
          },
        }}
        sx={{
          bgcolor: 'background.paper',
          '& textarea': { lineHeight: 1.6, fontSize: '1rem' },
        }}
      />
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ justifyContent: 'space-between', flexWrap: 'wrap', fontSize: '0.9rem' }}
      >
        <Typography id="answer-count" color="text.secondary" sx={{ fontSize: 'inherit' }} aria-live="off">
          {plural(words, 'word')}
          {left < NEAR_LIMIT ? ` · ${plural(Math.max(0, left), 'character')} left` : ''}
        </Typography>
        {status ? (
          <Typography color="text.secondary" component="div" sx={{ fontSize: 'inherit' }}>
            {status}
          </Typography>
        ) : null}
      </Stack>
    </Stack>
  );
}
