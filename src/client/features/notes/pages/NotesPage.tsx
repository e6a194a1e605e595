import { DelayedLoading } from '@client/components/feedback/DelayedLoading';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { PageContainer } from '@client/components/PageContainer';
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type NoteListFilters, useCreateNote, useNoteList, useSubjectOptions, useTopicOptions } from '../api';
import { NoteFilterBar } from '../components/NoteFilterBar';
import { NoteList } from '../components/NoteList';
import { filtersFromParams, paramsFromFilters } from '../model/list-filters';

export default function NotesPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => filtersFromParams(new URLSearchParams(search)), [search]);
  const filterKey = paramsFromFilters(filters).toString();
  // Cursors of the pages visited, so Previous works without server state; new filters start again.
  const [pages, setPages] = useState<{ key: string; cursors: (string | null)[] }>({
    key: filterKey,
    cursors: [null],
  });
  const cursors = pages.key === filterKey ? pages.cursors : [null];
  const list = useNoteList(filters, cursors.at(-1) ?? null);
  const subjects = useSubjectOptions();
  const topics = useTopicOptions();
  const create = useCreateNote();
  const subjectMap = useMemo(() => new Map((subjects.data ?? []).map((s) => [s.id, s])), [subjects.data]);
  const topicMap = useMemo(() => new Map((topics.data ?? []).map((t) => [t.id, t])), [topics.data]);
  const notes = list.data?.items ?? [];
  const filtered = filterKey !== '' && filterKey !== 'sort=title' && filterKey !== 'sort=created';

  const setFilters = useCallback(
    (next: NoteListFilters) => {
      const query = paramsFromFilters(next).toString();
      navigate({ search: query ? `?${query}` : '' }, { replace: true });
    },
    [navigate],
  );
  // A new note starts in the subject and topic being looked at.
  const newNote = () =>
    create.mutate(
      {
        title: 'Untitled note',
        body: '',
        subjectId: filters.subjectId ?? null,
        topicId: filters.topicId ?? null,
      },
      { onSuccess: (note) => navigate(`/notes/${note.id}`) },
    );

  return (
    <PageContainer title="Notes" maxWidth="lg" intro="Your own notes, searchable, in Markdown.">
      <Stack direction="row">
        <Button variant="contained" startIcon={<Add />} onClick={newNote} disabled={create.isPending}>
          New note
        </Button>
      </Stack>
      <FormErrorAlert title="The note could not be created." error={create.error} />
      <NoteFilterBar
        filters={filters}
        subjects={subjects.data ?? []}
        topics={topics.data ?? []}
        onChange={setFilters}
      />
      {list.isPending ? <DelayedLoading variant="inline" /> : null}
      {list.isError ? <FormErrorAlert title="Your notes could not be loaded." error={list.error} /> : null}
      {list.isSuccess && notes.length === 0 ? (
        <Card>
          <CardContent sx={{ p: { xs: 3, md: 4 } }}>
            <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Typography variant="h2" sx={{ fontSize: '1.3rem' }}>
                {filtered ? 'No notes match' : 'No notes yet'}
              </Typography>
              <Typography color="text.secondary">
                {filtered
                  ? 'Try other words, or clear the filters to see every note.'
                  : 'Write up a lecture, a case or a statute in Markdown. Notes save as you type, and selected text becomes a flashcard.'}
              </Typography>
              {filtered ? (
                <Button variant="outlined" onClick={() => setFilters({})}>
                  Clear filters
                </Button>
              ) : (
                <Button variant="contained" startIcon={<Add />} onClick={newNote} disabled={create.isPending}>
                  Write your first note
                </Button>
              )}
            </Stack>
          </CardContent>
        </Card>
      ) : null}
      {notes.length > 0 ? (
        <Card sx={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
          <NoteList notes={notes} subjects={subjectMap} topics={topicMap} />
          {cursors.length > 1 || list.data?.nextCursor ? (
            <Stack
              direction="row"
              spacing={1}
              sx={{ p: 1.5, alignItems: 'center', justifyContent: 'flex-end' }}
            >
              <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
                Page {cursors.length}
              </Typography>
              <Button
                disabled={cursors.length === 1}
                onClick={() => setPages({ key: filterKey, cursors: cursors.slice(0, -1) })}
              >
                Previous
              </Button>
              <Button
                disabled={!list.data?.nextCursor || list.isPlaceholderData}
                onClick={() =>
                  list.data?.nextCursor &&
                  setPages({ key: filterKey, cursors: [...cursors, list.data.nextCursor] })
                }
              >
                Next
              </Button>
            </Stack>
          ) : null}
        </Card>
      ) : null}
    </PageContainer>
  );
}
