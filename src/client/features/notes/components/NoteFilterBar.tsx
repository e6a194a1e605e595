import { SearchFilterBar } from '@client/components/SearchFilterBar';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { NOTE_SORTS, type NoteSort } from '@shared/contracts/notes';
import type { Subject, Topic } from '@shared/contracts/subjects';
import type { NoteListFilters } from '../api';
import { SORT_LABELS } from '../model/list-filters';

type Props = {
  filters: NoteListFilters;
  subjects: Subject[];
  topics: Topic[];
  onChange: (filters: NoteListFilters) => void;
};

export function NoteFilterBar({ filters, onChange, ...lists }: Props) {
  return (
    <SearchFilterBar noun="notes" searchLabel="Search notes" filters={filters} onChange={onChange} {...lists}>
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
    </SearchFilterBar>
  );
}
