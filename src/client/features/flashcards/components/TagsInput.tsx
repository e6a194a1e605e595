import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { type KeyboardEvent, useState } from 'react';
import { splitTags } from '../model';

type Props = {
  label: string;
  value: string[];
  onChange: (tags: string[]) => void;
  error?: string;
  helperText?: string;
};

/**
 * Tags as chips. Space, comma or Enter ends a tag (tags cannot contain spaces or commas); Backspace in the
 * empty field removes the last one. Whatever is still typed when the field loses focus becomes a tag too.
 */
export function TagsInput({ label, value, onChange, error, helperText }: Props) {
  const [draft, setDraft] = useState('');

  const commit = (text: string) => {
    const added = splitTags(text).filter((tag) => !value.includes(tag));
    if (added.length > 0) onChange([...value, ...added]);
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.key === 'Enter' || event.key === ',' || event.key === ' ') && draft.trim()) {
      event.preventDefault();
      commit(draft);
    } else if (event.key === 'Enter') {
      event.preventDefault();
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <Box>
      <TextField
        label={label}
        value={draft}
        onChange={(e) => {
          const text = e.target.value;
          // A pasted list ("tort, duty breach") becomes chips at once.
          if (/[\s,]/.test(text)) commit(text);
          else setDraft(text);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => draft && commit(draft)}
        error={Boolean(error)}
        helperText={error ?? helperText ?? 'Press Space, comma or Enter after each tag.'}
        slotProps={{ htmlInput: { autoCapitalize: 'off', spellCheck: false } }}
      />
      {value.length > 0 ? (
        <Box
          component="ul"
          aria-label={`${label}: chosen`}
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
        >
          {value.map((tag) => (
            <li key={tag}>
              <Chip label={tag} size="small" onDelete={() => onChange(value.filter((t) => t !== tag))} />
            </li>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
