import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, type Ref, useRef } from 'react';
import { wrapCloze } from '../model';

type Props = {
  cloze: boolean;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  inputRef?: Ref<HTMLTextAreaElement>;
};

/**
 * The front (or cloze text). For cloze cards a button, and Anki's Ctrl+Shift+C, wrap the selection in the
 * next {{cN::...}}; with Alt as well the last number is reused, for one card that hides two places.
 */
export function FrontField({ cloze, value, onChange, error, inputRef }: Props) {
  const local = useRef<HTMLTextAreaElement | null>(null);

  const applyCloze = (sameNumber: boolean) => {
    const area = local.current;
    if (!area) return;
    const highest = [...value.matchAll(/\{\{c(\d+)::/g)].reduce((max, m) => Math.max(max, Number(m[1])), 0);
    const wrapped = wrapCloze(
      value,
      area.selectionStart,
      area.selectionEnd,
      sameNumber && highest > 0 ? highest : undefined,
    );
    onChange(wrapped.text);
    // After React has written the new text, put the selection back around the wrapped words.
    requestAnimationFrame(() => {
      area.focus();
      area.setSelectionRange(wrapped.selectionStart, wrapped.selectionEnd);
    });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (cloze && (event.ctrlKey || event.metaKey) && event.shiftKey && event.key.toLowerCase() === 'c') {
      event.preventDefault();
      applyCloze(event.altKey);
    }
  };

  const setRefs = (node: HTMLTextAreaElement | null) => {
    local.current = node;
    if (typeof inputRef === 'function') inputRef(node);
    else if (inputRef) (inputRef as { current: HTMLTextAreaElement | null }).current = node;
  };

  return (
    <Stack spacing={1}>
      {cloze ? (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <Button
            variant="outlined"
            size="small"
            // Keep the text selected: a mouse press on the button would otherwise move focus first.
            onMouseDown={(e) => e.preventDefault()}
            onClick={(e) => applyCloze(e.altKey)}
          >
            Cloze [...]
          </Button>
          <Typography variant="body2" color="text.secondary">
            Select text, then press Cloze or Ctrl+Shift+C.
          </Typography>
        </Stack>
      ) : null}
      <TextField
        label={cloze ? 'Text' : 'Front'}
        name="front"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
        error={Boolean(error)}
        helperText={
          error ??
          (cloze
            ? 'Write {{c1::answer}} or {{c1::answer::hint}} to hide a part. Markdown works.'
            : 'The question or prompt. Markdown works: **bold**, *italics*, lists, tables.')
        }
        multiline
        minRows={3}
        required
        inputRef={setRefs}
      />
    </Stack>
  );
}
