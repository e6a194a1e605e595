import { inPanelNarrowerThan } from '@client/app/split-view/panel-container';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Subject, Topic } from '@shared/contracts/subjects';
import { useEffect, useState } from 'react';
import { type CardFilters, DUE_FILTERS, STATE_FILTERS, STATE_LABELS } from '../model';

type Props = {
  filters: CardFilters;
  subjects: Subject[];
  topics: Topic[];
  onChange: (filters: CardFilters) => void;
};

const SEARCH_DELAY_MS = 300;

/** Search and filters. The search waits for a pause in typing so each key press is not a request. */
export function CardFilterBar({ filters, subjects, topics, onChange }: Props) {
  const [q, setQ] = useState(filters.q ?? '');
  const [tag, setTag] = useState(filters.tag ?? '');
  useEffect(() => setQ(filters.q ?? ''), [filters.q]);
  useEffect(() => setTag(filters.tag ?? ''), [filters.tag]);
  useEffect(() => {
    if (q.trim() === (filters.q ?? '') && tag.trim() === (filters.tag ?? '')) return;
    const timer = setTimeout(
      () => onChange({ ...filters, q: q.trim() || undefined, tag: tag.trim() || undefined }),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [q, tag, filters, onChange]);

  const shownTopics = filters.subjectId ? topics.filter((t) => t.subjectId === filters.subjectId) : topics;
  const subjectName = new Map(subjects.map((s) => [s.id, s.name]));
  const set = (patch: CardFilters) => onChange({ ...filters, ...patch });
  const active = Object.values(filters).some(Boolean);

  return (
    <Box
      component="search"
      aria-label="Search and filter cards"
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: 'repeat(3, minmax(0, 1fr))',
          md: '2fr repeat(5, minmax(0, 1fr))',
        },
        // In a narrow split-view panel, two a row as on a phone: six in a row cut the labels to "S.", "T..".
        [inPanelNarrowerThan(700)]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      <TextField
        label="Search cards"
        type="search"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        size="small"
        sx={{
          gridColumn: { xs: '1 / -1', md: 'auto' },
          [inPanelNarrowerThan(700)]: { gridColumn: '1 / -1' },
        }}
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
      <TextField
        select
        size="small"
        label="Subject"
        value={filters.subjectId ?? ''}
        onChange={(e) => set({ subjectId: e.target.value || undefined, topicId: undefined })}
      >
        <MenuItem value="">All subjects</MenuItem>
        {subjects.map((s) => (
          <MenuItem key={s.id} value={s.id}>
            {s.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Topic"
        value={shownTopics.some((t) => t.id === filters.topicId) ? filters.topicId : ''}
        onChange={(e) => set({ topicId: e.target.value || undefined })}
      >
        <MenuItem value="">All topics</MenuItem>
        {shownTopics.map((t) => (
          <MenuItem key={t.id} value={t.id}>
            {filters.subjectId ? t.name : `${t.name} (${subjectName.get(t.subjectId) ?? ''})`}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label="Tag"
        value={tag}
        onChange={(e) => setTag(e.target.value)}
        slotProps={{ htmlInput: { autoCapitalize: 'off', spellCheck: false } }}
      />
      <TextField
        select
        size="small"
        label="State"
        value={filters.state ?? ''}
        onChange={(e) => set({ state: (e.target.value || undefined) as CardFilters['state'] })}
      >
        <MenuItem value="">Any state</MenuItem>
        {STATE_FILTERS.map((state) => (
          <MenuItem key={state} value={state}>
            {STATE_LABELS[state]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Due"
        value={filters.due ?? ''}
        onChange={(e) => set({ due: (e.target.value || undefined) as CardFilters['due'] })}
      >
        <MenuItem value="">Any time</MenuItem>
        {Object.entries(DUE_FILTERS).map(([value, label]) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      {active ? (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Button size="small" onClick={() => onChange({})}>
            Clear filters
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
