import { inPanelNarrowerThan } from '@client/app/split-view/panel-container';
import { LinkFields } from '@client/components/LinkFields';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { Subject, Topic } from '@shared/contracts/subjects';
import { type ReactNode, useEffect, useState } from 'react';

type Filters = { q?: string; subjectId?: string; topicId?: string };

type Props<F extends Filters> = {
  /** What is listed, for the region's name: "notes", "mind maps". */
  noun: string;
  searchLabel: string;
  filters: F;
  subjects: Subject[];
  topics: Topic[];
  onChange: (filters: F) => void;
  /** More controls after the subject and topic fields (notes add their sort). */
  children?: ReactNode;
};

const SEARCH_DELAY_MS = 300;

/**
 * Search box and subject/topic filters of a list (notes, mind maps). Search waits for a pause in typing, so
 * each key press is not a request.
 */
export function SearchFilterBar<F extends Filters>({
  noun,
  searchLabel,
  filters,
  subjects,
  topics,
  onChange,
  children,
}: Props<F>) {
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
      aria-label={`Search and filter ${noun}`}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', md: children ? '2fr 3fr 1fr' : '2fr 3fr' },
        // In a narrow split-view panel, one field a row as on a phone (the sort's value hid under its arrow).
        [inPanelNarrowerThan(700)]: { gridTemplateColumns: '1fr' },
        alignItems: 'start',
      }}
    >
      <TextField
        label={searchLabel}
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
      {children}
    </Box>
  );
}
