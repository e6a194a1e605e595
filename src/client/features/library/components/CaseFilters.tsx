import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { CaseFacets } from '@shared/contracts/library';
import { FLK_SUBJECT_IDS, FLK_SUBJECTS } from '@shared/flk';
import { useEffect, useState } from 'react';
import { type CaseSearch, oneOf } from '../model/search-params';

type Props = { search: CaseSearch; facets: CaseFacets | undefined; onChange: (search: CaseSearch) => void };

function YearField({
  label,
  value,
  onCommit,
}: {
  label: string;
  value?: number;
  onCommit: (y?: number) => void;
}) {
  const [text, setText] = useState(value ? String(value) : '');
  useEffect(() => setText(value ? String(value) : ''), [value]);
  const commit = () => {
    const n = Number(text);
    onCommit(text && Number.isInteger(n) && n >= 1200 && n <= 2100 ? n : undefined);
  };
  return (
    <TextField
      size="small"
      label={label}
      value={text}
      onChange={(e) => setText(e.target.value.replace(/[^0-9]/g, '').slice(0, 4))}
      onBlur={commit}
      onKeyDown={(e) => e.key === 'Enter' && commit()}
      slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': label } }}
    />
  );
}

/** Subject, court and a range of years; the counts are the whole library's. */
export function CaseFilters({ search, facets, onChange }: Props) {
  const counts = new Map((facets?.subjects ?? []).map((s) => [s.id, s.count]));
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 2fr 1fr 1fr' },
        '& > :nth-of-type(-n+2)': { gridColumn: { xs: 'span 2', md: 'auto' } },
      }}
    >
      <TextField
        select
        size="small"
        label="Subject"
        value={search.subject ?? ''}
        onChange={(e) => onChange({ ...search, subject: oneOf(FLK_SUBJECT_IDS, e.target.value) })}
      >
        <MenuItem value="">All subjects</MenuItem>
        {FLK_SUBJECTS.filter((s) => counts.has(s.id)).map((s) => (
          <MenuItem key={s.id} value={s.id}>
            {s.name} ({counts.get(s.id)})
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Court"
        value={search.court ?? ''}
        onChange={(e) => onChange({ ...search, court: e.target.value || undefined })}
      >
        <MenuItem value="">All courts</MenuItem>
        {(facets?.courts ?? []).map((c) => (
          <MenuItem key={c.value} value={c.value}>
            {c.value} ({c.count})
          </MenuItem>
        ))}
      </TextField>
      <YearField
        label="From year"
        value={search.yearFrom}
        onCommit={(yearFrom) => onChange({ ...search, yearFrom })}
      />
      <YearField
        label="To year"
        value={search.yearTo}
        onCommit={(yearTo) => onChange({ ...search, yearTo })}
      />
    </Box>
  );
}
