import { ExportMenu } from '@client/components/ExportMenu';
import { DelayedLoading } from '@client/components/feedback/DelayedLoading';
import { notify } from '@client/components/feedback/notify';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { reasonOf } from '@client/components/forms/form-errors';
import { PageContainer } from '@client/components/PageContainer';
import History from '@mui/icons-material/History';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Settings from '@mui/icons-material/Settings';
import Upload from '@mui/icons-material/Upload';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Flashcard } from '@shared/contracts/flashcards';
import { useCallback, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { type BulkAction, useBulkAction, useFlashcardList, useSubjectOptions, useTopicOptions } from '../api';
import { BulkBar } from '../components/BulkBar';
import { type BulkDialog, BulkDialogs } from '../components/BulkDialogs';
import { CardFilterBar } from '../components/CardFilterBar';
import { CardList } from '../components/CardList';
import { EmptyCards } from '../components/EmptyCards';
import { type CardFilters, filtersFromParams, paramsFromFilters, plural } from '../model';

const NO_CARDS: Flashcard[] = [];

export default function FlashcardsPage() {
  // useLocation and useNavigate rather than useSearchParams: they are already in the landing bundle.
  const { search } = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => filtersFromParams(new URLSearchParams(search)), [search]);
  const filterKey = paramsFromFilters(filters).toString();
  // Cursors of the pages visited, so Previous works without the server keeping state. Reset by new filters.
  const [pages, setPages] = useState<{ key: string; cursors: (string | null)[] }>({
    key: filterKey,
    cursors: [null],
  });
  const cursors = pages.key === filterKey ? pages.cursors : [null];
  const cursor = cursors[cursors.length - 1] ?? null;
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [dialog, setDialog] = useState<BulkDialog>(null);

  const list = useFlashcardList(filters, cursor);
  const subjects = useSubjectOptions();
  const topics = useTopicOptions();
  const bulk = useBulkAction();
  const cards = list.data?.items ?? NO_CARDS;
  const subjectMap = useMemo(() => new Map((subjects.data ?? []).map((s) => [s.id, s])), [subjects.data]);
  const topicMap = useMemo(() => new Map((topics.data ?? []).map((t) => [t.id, t])), [topics.data]);

  const setFilters = useCallback(
    (next: CardFilters) => {
      setSelected(new Set());
      const query = paramsFromFilters(next).toString();
      navigate({ search: query ? `?${query}` : '' }, { replace: true });
    },
    [navigate],
  );
  const goTo = (next: (string | null)[]) => {
    setSelected(new Set());
    setPages({ key: filterKey, cursors: next });
  };

  const apply = (action: BulkAction) => {
    const ids = [...selected];
    bulk.mutate(
      { ...action, ids },
      {
        onSuccess: ({ updated }) => {
          const verb = { delete: 'Deleted', suspend: 'Updated', move: 'Moved', tag: 'Updated' }[
            action.action
          ];
          notify(`${verb} ${plural(updated, 'card')}.`, 'success');
          setSelected(new Set());
          setDialog(null);
          if (action.action === 'delete') goTo([null]);
        },
        onError: (err) => notify(`The change did not go through. ${reasonOf(err)}`, 'error'),
      },
    );
  };

  // Stable, for the memoised list.
  const toggle = useCallback(
    (id: string) =>
      setSelected((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  const toggleAll = useCallback(
    () =>
      setSelected((current) =>
        cards.every((c) => current.has(c.id)) ? new Set() : new Set(cards.map((c) => c.id)),
      ),
    [cards],
  );
  const filtered = filterKey !== '';

  return (
    <PageContainer
      title="Flashcards"
      maxWidth="lg"
      intro="Every card you have, to search, filter and change in bulk."
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          color="secondary"
          component={Link}
          to="/study-session"
          startIcon={<PlayArrow />}
        >
          Study due cards
        </Button>
        <Button variant="outlined" component={Link} to="/import-flashcards" startIcon={<Upload />}>
          Import
        </Button>
        <ExportMenu topicId={filters.topicId} />
        <Button component={Link} to="/flashcards/history" startIcon={<History />}>
          History and statistics
        </Button>
        <Button component={Link} to="/flashcards/settings" startIcon={<Settings />}>
          Spaced repetition settings
        </Button>
      </Stack>
      <CardFilterBar
        filters={filters}
        subjects={subjects.data ?? []}
        topics={topics.data ?? []}
        onChange={setFilters}
      />
      {list.isPending ? <DelayedLoading variant="inline" /> : null}
      {list.isError ? <FormErrorAlert title="Your cards could not be loaded." error={list.error} /> : null}
      {list.isSuccess && cards.length === 0 ? (
        <EmptyCards
          filtered={filtered}
          hasSubjects={(subjects.data?.length ?? 0) > 0}
          onClear={() => setFilters({})}
        />
      ) : null}
      {cards.length > 0 ? (
        <Card sx={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
          <CardList
            cards={cards}
            topics={topicMap}
            subjects={subjectMap}
            selected={selected}
            onToggle={toggle}
            onToggleAll={toggleAll}
          />
          <Stack
            direction="row"
            spacing={1}
            sx={{ p: 1.5, alignItems: 'center', justifyContent: 'flex-end' }}
          >
            <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
              Page {cursors.length}
            </Typography>
            <Button disabled={cursors.length === 1} onClick={() => goTo(cursors.slice(0, -1))}>
              Previous
            </Button>
            <Button
              disabled={!list.data?.nextCursor || list.isPlaceholderData}
              onClick={() => list.data?.nextCursor && goTo([...cursors, list.data.nextCursor])}
            >
              Next
            </Button>
          </Stack>
        </Card>
      ) : null}
      {selected.size > 0 ? (
        <BulkBar
          count={selected.size}
          busy={bulk.isPending}
          onSuspend={(suspended) => apply({ action: 'suspend', suspended })}
          onOpen={setDialog}
          onClear={() => setSelected(new Set())}
        />
      ) : null}
      {dialog ? (
        <BulkDialogs
          dialog={dialog}
          count={selected.size}
          subjects={subjects.data ?? []}
          topics={topics.data ?? []}
          busy={bulk.isPending}
          onClose={() => setDialog(null)}
          onApply={apply}
        />
      ) : null}
    </PageContainer>
  );
}
