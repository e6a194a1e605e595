import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { NOTE_SORTS, type NoteSort } from '@shared/contracts/notes';
import type { Subject, Topic } from '@shared/contracts/subjects';
import { useEffect, useState } from 'react';
import type { NoteListFilters } from '../api';
import { SORT_LABELS } from '../model/list-filters';
import { LinkFields } from './LinkFields';

type Props = {
  filters: NoteListFilters;
  subjects: Subject[];
  topics: Topic[];
  onChange: (filters: NoteListFilters) => void;
};

const SEARCH_DELAY_MS = 300;

/** Search waits for a pause in typing, so each key press is not a request. */
export function NoteFilterBar({ filters, subjects, topics, onChange }: Props) {
  const [q, setQ] = useState(filters.q ?? '');
  useEffect(() => setQ(filters.q ?? ''), [filters.q]);
  useEffect(() => {
    if (q.trim() === (filters.q ?? '')) return;
    const timer = setTimeout(() => onChange({ ...filters, q: q.trim() || undefined }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [q, filters, onChange]);

  return (
    <Box
      component="search"
      aria-label="Search and filter notes"
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', md: '2fr 3fr 1fr' },
        alignItems: 'start',
      }}
    >
      <TextField
        label="Search notes"
        type="search"
        size="small"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" aria-hidden="true" />
              </InputAdornment>
            ),
          },
        }}
      />
      <LinkFields
        subjectId={filters.subjectId ?? null}
        topicId={filters.topicId ?? null}
        subjects={subjects}
        topics={topics}
        onChange={(links) =>
          onChange({
            ...filters,
            subjectId: links.subjectId ?? undefined,
            topicId: links.topicId ?? undefined,
          })
        }
      />
      <TextField
        select
        size="small"
        label="Sort"
        value={filters.sort ?? 'updated'}
        disabled={Boolean(filters.q)}
        helperText={filters.q ? 'Best match first' : undefined}
        onChange={(e) => onChange({ ...filters, sort: e.target.value as NoteSort })}
      >
        {NOTE_SORTS.map((s) => (
          <MenuItem key={s} value={s}>
            {SORT_LABELS[s]}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
