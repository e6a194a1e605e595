import { DelayedLoading } from '@client/components/feedback/DelayedLoading';
import { notify } from '@client/components/feedback/notify';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { PageContainer } from '@client/components/PageContainer';
import { SearchFilterBar } from '@client/components/SearchFilterBar';
import Add from '@mui/icons-material/Add';
import NoteOutlined from '@mui/icons-material/NoteOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MindMapSummary } from '@shared/contracts/mindmaps';
import { makeNodeId } from '@shared/mindmap-tree';
import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  type MindMapListFilters,
  useCreateMindMap,
  useDeleteMindMap,
  useMindMapList,
  useSubjectOptions,
  useTopicOptions,
} from '../api';
import { ConfirmDeleteDialog } from '../components/ConfirmDeleteDialog';
import { FromNoteDialog } from '../components/FromNoteDialog';
import { MindMapList } from '../components/MindMapList';
import { Pager } from '../components/Pager';
import { mindMapDrafts } from '../model/draft';
import { filtersFromParams, paramsFromFilters } from '../model/list-filters';

const NEW_TITLE = 'Untitled mind map';

export default function MindMapsPage() {
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
  const list = useMindMapList(filters, cursors.at(-1) ?? null);
  const subjects = useSubjectOptions();
  const topics = useTopicOptions();
  const create = useCreateMindMap();
  const remove = useDeleteMindMap();
  const [fromNote, setFromNote] = useState(false);
  const [doomed, setDoomed] = useState<MindMapSummary | null>(null);
  const subjectMap = useMemo(() => new Map((subjects.data ?? []).map((s) => [s.id, s])), [subjects.data]);
  const topicMap = useMemo(() => new Map((topics.data ?? []).map((t) => [t.id, t])), [topics.data]);
  const maps = list.data?.items ?? [];
  const filtered = filterKey !== '';

  const setFilters = useCallback(
    (next: MindMapListFilters) => {
      const query = paramsFromFilters(next).toString();
      navigate({ search: query ? `?${query}` : '' }, { replace: true });
    },
    [navigate],
  );
  // A new map starts in the subject and topic being looked at, with its centre named like the map.
  const newMap = () =>
    create.mutate(
      {
        title: NEW_TITLE,
        root: { id: makeNodeId(), label: 'Central idea', children: [] },
        subjectId: filters.subjectId ?? null,
        topicId: filters.topicId ?? null,
      },
      { onSuccess: (map) => navigate(`/mindmaps/${map.id}`) },
    );
  const actions = (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button variant="contained" startIcon={<Add />} onClick={newMap} disabled={create.isPending}>
        New mind map
      </Button>
      <Button variant="outlined" startIcon={<NoteOutlined />} onClick={() => setFromNote(true)}>
        Create from a note
      </Button>
    </Stack>
  );

  return (
    <PageContainer
      title="Mind maps"
      maxWidth="lg"
      intro="See how the rules of a topic fit together, branch by branch."
    >
      {actions}
      <FormErrorAlert title="The mind map could not be created." error={create.error} />
      <SearchFilterBar
        noun="mind maps"
        searchLabel="Search by title"
        filters={filters}
        subjects={subjects.data ?? []}
        topics={topics.data ?? []}
        onChange={setFilters}
      />
      {list.isPending ? <DelayedLoading variant="inline" /> : null}
      {list.isError ? (
        <FormErrorAlert title="Your mind maps could not be loaded." error={list.error} />
      ) : null}
      {list.isSuccess && maps.length === 0 ? (
        <Card>
          <CardContent sx={{ p: { xs: 3, md: 4 } }}>
            <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Typography variant="h2" sx={{ fontSize: '1.3rem' }}>
                {filtered ? 'No mind maps match' : 'No mind maps yet'}
              </Typography>
              <Typography color="text.secondary">
                {filtered
                  ? 'Try other words, or clear the filters to see every mind map.'
                  : 'Start from a central idea and branch out with the keyboard (Tab for a child, Enter for a sibling), or turn the headings of one of your notes into a map.'}
              </Typography>
              {filtered ? (
                <Button variant="outlined" onClick={() => setFilters({})}>
                  Clear filters
                </Button>
              ) : (
                <Button variant="contained" startIcon={<Add />} onClick={newMap} disabled={create.isPending}>
                  Start your first mind map
                </Button>
              )}
            </Stack>
          </CardContent>
        </Card>
      ) : null}
      {maps.length > 0 ? (
        <Card sx={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
          <MindMapList maps={maps} subjects={subjectMap} topics={topicMap} onDelete={setDoomed} />
          <Pager
            page={cursors.length}
            hasNext={Boolean(list.data?.nextCursor) && !list.isPlaceholderData}
            onPrevious={() => setPages({ key: filterKey, cursors: cursors.slice(0, -1) })}
            onNext={() =>
              list.data?.nextCursor &&
              setPages({ key: filterKey, cursors: [...cursors, list.data.nextCursor] })
            }
          />
        </Card>
      ) : null}
      <FromNoteDialog open={fromNote} onClose={() => setFromNote(false)} />
      <ConfirmDeleteDialog
        open={doomed !== null}
        title={doomed?.title ?? ''}
        busy={remove.isPending}
        error={remove.error}
        onCancel={() => {
          remove.reset();
          setDoomed(null);
        }}
        onConfirm={() =>
          doomed &&
          remove.mutate(doomed.id, {
            onSuccess: () => {
              mindMapDrafts.clear(localStorage, doomed.id);
              notify('Mind map deleted.', 'success');
              setDoomed(null);
            },
          })
        }
      />
    </PageContainer>
  );
}
