import CheckCircle from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useState } from 'react';
import { useLibraryCases } from '../api';
import type { SourceChoice } from '../model/source';

type CaseChoice = Extract<SourceChoice, { kind: 'case' }>;
type Props = {
  value: CaseChoice | null;
  onChange: (choice: SourceChoice | null) => void;
  disabled?: boolean;
};

/** A case from the legal library, found by name, citation or words in it. */
export function CaseSource({ value, onChange, disabled }: Props) {
  const [q, setQ] = useState('');
  const cases = useLibraryCases(useDeferredValue(q.trim()));
  return (
    <Stack spacing={1.5}>
      <TextField
        size="small"
        label="Search the case library"
        placeholder="Carlill, [1893] 1 QB 256, duty of care…"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        fullWidth
      />
      {cases.isError ? <Alert severity="error">The case library could not be searched.</Alert> : null}
      {cases.data && cases.data.length === 0 ? (
        <Typography color="text.secondary">No case matches.</Typography>
      ) : null}
      <List dense aria-label="Cases" sx={{ maxHeight: 320, overflowY: 'auto', p: 0 }}>
        {(cases.data ?? []).map((c) => (
          <ListItemButton
            key={c.id}
            selected={value?.caseId === c.id}
            aria-current={value?.caseId === c.id ? 'true' : undefined}
            disabled={disabled}
            onClick={() => onChange({ kind: 'case', caseId: c.id, title: `${c.name} ${c.citation}` })}
            sx={{ borderRadius: 1 }}
          >
            <ListItemText primary={c.name} secondary={`${c.citation} · ${c.court}, ${c.year}`} />
            {value?.caseId === c.id ? (
              <ListItemIcon sx={{ minWidth: 0, ml: 1 }}>
                <CheckCircle color="primary" aria-label="Chosen" />
              </ListItemIcon>
            ) : null}
          </ListItemButton>
        ))}
      </List>
    </Stack>
  );
}
