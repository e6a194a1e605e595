import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AI_SOURCE_MAX_CHARS } from '@shared/contracts/ai';
import { useState } from 'react';
import { countWords, SOURCE_TABS, type SourceChoice, type SourceKind } from '../model/source';
import { CaseSource } from './CaseSource';
import { FileSource } from './FileSource';
import { NoteSource } from './NoteSource';

type Props = {
  value: SourceChoice | null;
  onChange: (choice: SourceChoice | null) => void;
  disabled?: boolean;
};

/** The text box for pasted (or extracted) text, with its size against the limit. */
export function SourceText({
  value,
  onChange,
  label,
  disabled,
}: {
  value: string;
  onChange: (text: string) => void;
  label: string;
  disabled?: boolean;
}) {
  const over = value.length > AI_SOURCE_MAX_CHARS;
  const words = countWords(value);
  return (
    <TextField
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      multiline
      minRows={6}
      maxRows={16}
      fullWidth
      disabled={disabled}
      error={over}
      helperText={
        over
          ? `Too long: at most ${AI_SOURCE_MAX_CHARS.toLocaleString('en-GB')} characters. Cut it down or split it.`
          : `${words.toLocaleString('en-GB')} ${words === 1 ? 'word' : 'words'}`
      }
    />
  );
}

/** Where the material comes from: pasted text, a file, one of the user's notes, or a library case. */
export function SourcePicker({ value, onChange, disabled }: Props) {
  const [tab, setTab] = useState<SourceKind>(value?.kind ?? 'text');
  const [text, setText] = useState(value?.kind === 'text' ? value.text : '');
  const choose = (next: SourceKind) => {
    setTab(next);
    // Pasted text survives a look at the other tabs; the other choices are made again.
    onChange(next === 'text' ? { kind: 'text', text } : null);
  };
  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_, next: SourceKind) => choose(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Where the material comes from"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {SOURCE_TABS.map((t) => (
          <Tab key={t.kind} value={t.kind} label={t.label} disabled={disabled} />
        ))}
      </Tabs>
      {tab === 'text' ? (
        <>
          <Typography color="text.secondary" sx={{ mb: 1.5 }}>
            Paste a passage: lecture notes, a textbook extract, a judgment.
          </Typography>
          <SourceText
            label="Text to work from"
            value={text}
            disabled={disabled}
            onChange={(next) => {
              setText(next);
              onChange({ kind: 'text', text: next });
            }}
          />
        </>
      ) : null}
      {tab === 'file' ? (
        <FileSource value={value?.kind === 'file' ? value : null} onChange={onChange} disabled={disabled} />
      ) : null}
      {tab === 'note' ? (
        <NoteSource value={value?.kind === 'note' ? value : null} onChange={onChange} disabled={disabled} />
      ) : null}
      {tab === 'case' ? (
        <CaseSource value={value?.kind === 'case' ? value : null} onChange={onChange} disabled={disabled} />
      ) : null}
    </Box>
  );
}
