import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';

const SEARCH_DELAY_MS = 300;

type Props = { label: string; value: string; placeholder?: string; onChange: (q: string) => void };

/** A search field that waits for a pause in typing, so each key press is not a request. */
export function SearchBox({ label, value, placeholder, onChange }: Props) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onChange(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <TextField
      label={label}
      type="search"
      value={text}
      placeholder={placeholder}
      onChange={(e) => setText(e.target.value)}
      slotProps={{
        htmlInput: { maxLength: 200 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" aria-hidden="true" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
