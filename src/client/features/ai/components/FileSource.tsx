import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AI_UPLOAD_MAX_MB } from '@shared/contracts/ai';
import { useEffect, useId, useRef, useState } from 'react';
import type { SourceChoice } from '../model/source';
import { extractFileText } from '../upload';
import { SourceText } from './SourcePicker';

type FileChoice = Extract<SourceChoice, { kind: 'file' }>;
type Props = {
  value: FileChoice | null;
  onChange: (choice: SourceChoice | null) => void;
  disabled?: boolean;
};

const ACCEPT = '.pdf,.docx,.txt,.md,.markdown,application/pdf,text/plain,text/markdown';

/** A PDF, Word, text or Markdown file: uploaded with progress, its text shown and editable before generating. */
export function FileSource({ value, onChange, disabled }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement | null>(null);
  const controller = useRef<AbortController | null>(null);
  const [state, setState] = useState<
    | { step: 'idle' }
    | { step: 'uploading'; progress: number; name: string }
    | { step: 'error'; message: string }
  >({ step: 'idle' });
  useEffect(() => () => controller.current?.abort(), []);

  const read = (file: File) => {
    if (file.size > AI_UPLOAD_MAX_MB * 1024 * 1024) {
      setState({ step: 'error', message: `The file is larger than ${AI_UPLOAD_MAX_MB} MB.` });
      return;
    }
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    onChange(null);
    setState({ step: 'uploading', progress: 0, name: file.name });
    extractFileText(file, {
      signal: current.signal,
      onProgress: (progress) => setState({ step: 'uploading', progress, name: file.name }),
    }).then(
      (r) => {
        setState({ step: 'idle' });
        onChange({ kind: 'file', text: r.text, filename: r.filename, truncated: r.truncated });
      },
      (error: Error) => {
        if (error.name !== 'AbortError') setState({ step: 'error', message: error.message });
      },
    );
  };

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        A PDF, a Word document (.docx), or a text or Markdown file, up to {AI_UPLOAD_MAX_MB} MB. You can check
        and edit its text before generating.
      </Typography>
      <input
        ref={input}
        id={id}
        type="file"
        accept={ACCEPT}
        aria-label="File to work from"
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0, pointerEvents: 'none' }}
        onChange={(e) => {
          const chosen = e.target.files?.[0];
          if (chosen) read(chosen);
          e.target.value = '';
        }}
      />
      <div>
        <Button
          variant={value ? 'outlined' : 'contained'}
          startIcon={<UploadFile />}
          onClick={() => input.current?.click()}
          disabled={disabled || state.step === 'uploading'}
        >
          {value ? 'Choose another file' : 'Choose a file'}
        </Button>
      </div>
      {state.step === 'uploading' ? (
        <Box role="status">
          <Typography sx={{ mb: 1, overflowWrap: 'anywhere' }}>
            {state.progress < 1
              ? `Uploading ${state.name}… ${Math.round(state.progress * 100)}%`
              : `Reading the text of ${state.name}…`}
          </Typography>
          <LinearProgress
            variant={state.progress < 1 ? 'determinate' : 'indeterminate'}
            value={state.progress * 100}
            aria-label="Reading the file"
          />
        </Box>
      ) : null}
      {state.step === 'error' ? (
        <Alert severity="error" role="alert">
          {state.message}
        </Alert>
      ) : null}
      {value ? (
        <>
          {value.truncated ? (
            <Alert severity="info">The file is long: only its first 100,000 characters are used.</Alert>
          ) : null}
          <SourceText
            label={`Text of ${value.filename}`}
            value={value.text}
            disabled={disabled}
            onChange={(text) => onChange({ ...value, text })}
          />
        </>
      ) : null}
    </Stack>
  );
}
