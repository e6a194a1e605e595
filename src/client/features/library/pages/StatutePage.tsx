import { useAuth } from '@client/components/auth/auth-context';
import { DelayedLoading } from '@client/components/feedback/DelayedLoading';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { PageContainer } from '@client/components/PageContainer';
import UploadFile from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ActSummary, INSTRUMENT_KIND_LABELS, INSTRUMENT_KINDS } from '@shared/contracts/library';
import { FLK_SUBJECT_IDS, FLK_SUBJECTS, flkSubjectName } from '@shared/flk';
import { useCallback, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useActs, useSectionSearch } from '../api';
import { ImportDialog } from '../components/ImportDialog';
import { LookupBanner } from '../components/LookupBanner';
import { Pager } from '../components/Pager';
import { SearchBox } from '../components/SearchBox';
import { SectionResults } from '../components/SectionResults';
import { LibraryLicences } from '../components/SourceNote';
import { instrumentKindChip, provisionNoun } from '../model/citations';
import { oneOf } from '../model/search-params';

function ActList({ acts }: { acts: ActSummary[] }) {
  return (
    <List disablePadding aria-label="Acts">
      {acts.map((a) => (
        <ListItemButton key={a.id} component={Link} to={`/statute/${encodeURIComponent(a.slug)}`} divider>
          <Stack spacing={0.25} sx={{ minWidth: 0, width: '100%' }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
              <Typography sx={{ fontWeight: 600 }}>{a.title}</Typography>
              {instrumentKindChip(a.instrumentKind) ? (
                <Chip size="small" variant="outlined" label={instrumentKindChip(a.instrumentKind)} />
              ) : null}
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {[
                a.chapter,
                `${a.provisionCount} ${provisionNoun(a.instrumentKind, a.provisionCount)}`,
                ...a.subjects.map((s) => flkSubjectName(s) ?? s),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </Stack>
        </ListItemButton>
      ))}
    </List>
  );
}

function SectionSearch({ q }: { q: string }) {
  const [pages, setPages] = useState<{ q: string; cursors: (string | null)[] }>({ q, cursors: [null] });
  const cursors = pages.q === q ? pages.cursors : [null];
  const results = useSectionSearch(q, cursors.at(-1) ?? null);
  const sections = results.data?.items ?? [];
  return (
    <>
      <LookupBanner q={q} />
      {results.isPending ? <DelayedLoading variant="inline" /> : null}
      <FormErrorAlert title="The sections could not be loaded." error={results.error} />
      {results.isSuccess && sections.length === 0 ? (
        <Typography color="text.secondary">
          No sections match. Try other words, or a citation such as s 1 Theft Act 1968 or CPR 3.9.
        </Typography>
      ) : null}
      {sections.length > 0 ? (
        <Card sx={{ opacity: results.isPlaceholderData ? 0.6 : 1 }}>
          <SectionResults sections={sections} />
          <Pager
            page={cursors.length}
            hasNext={Boolean(results.data?.nextCursor)}
            busy={results.isPlaceholderData}
            onPrevious={() => setPages({ q, cursors: cursors.slice(0, -1) })}
            onNext={() =>
              results.data?.nextCursor && setPages({ q, cursors: [...cursors, results.data.nextCursor] })
            }
          />
        </Card>
      ) : null}
    </>
  );
}

export default function StatutePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user } = useAuth();
  const q = params.get('q')?.trim() ?? '';
  const subject = params.get('subject') ?? '';
  const kind = params.get('kind') ?? '';
  // The address may name a subject or kind that does not exist: then the acts are not filtered by it.
  const acts = useActs(oneOf(FLK_SUBJECT_IDS, subject), oneOf(INSTRUMENT_KINDS, kind));
  const [importing, setImporting] = useState(false);
  const setParam = useCallback(
    (name: 'q' | 'subject' | 'kind', value: string) => {
      const next = new URLSearchParams(params);
      if (value) next.set(name, value);
      else next.delete(name);
      const query = next.toString();
      navigate({ search: query ? `?${query}` : '' }, { replace: true });
    },
    [navigate, params],
  );
  const setQ = useCallback((value: string) => setParam('q', value), [setParam]);

  return (
    <PageContainer
      title="Legislation"
      maxWidth="lg"
      intro="The Acts, rules and regulations behind the SQE subjects, provision by provision: search their words, or a citation such as s 1 Theft Act 1968 or CPR 3.9."
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button component={Link} to="/case-law" variant="text">
          Case law
        </Button>
        <Button component={Link} to="/statute-chat" variant="text">
          Ask the statute chat
        </Button>
        {user?.role === 'admin' ? (
          <Button startIcon={<UploadFile />} onClick={() => setImporting(true)}>
            Import a full text
          </Button>
        ) : null}
      </Stack>
      <Box component="search" aria-label="Search legislation">
        <SearchBox
          label="Search sections"
          value={q}
          onChange={setQ}
          placeholder="Words, or s 1 Theft Act 1968, CPR 3.9"
        />
      </Box>
      {q ? (
        <SectionSearch q={q} />
      ) : (
        <Card>
          <CardContent sx={{ pb: 1 }}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              sx={{ alignItems: { sm: 'center' } }}
            >
              <Typography variant="h2" sx={{ fontSize: '1.3rem', flex: 1 }}>
                Acts
              </Typography>
              <TextField
                select
                size="small"
                label="Subject"
                value={subject}
                onChange={(e) => setParam('subject', e.target.value)}
                sx={{ width: { sm: 280 } }}
              >
                <MenuItem value="">All subjects</MenuItem>
                {FLK_SUBJECTS.map((s) => (
                  <MenuItem key={s.id} value={s.id}>
                    {s.name}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                size="small"
                label="Kind"
                value={kind}
                onChange={(e) => setParam('kind', e.target.value)}
                sx={{ width: { sm: 220 } }}
              >
                <MenuItem value="">All kinds</MenuItem>
                {INSTRUMENT_KINDS.map((k) => (
                  <MenuItem key={k} value={k}>
                    {INSTRUMENT_KIND_LABELS[k]}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
          </CardContent>
          {acts.isPending ? <DelayedLoading variant="inline" /> : null}
          <FormErrorAlert title="The acts could not be loaded." error={acts.error} />
          {acts.data ? <ActList acts={acts.data.items} /> : null}
          {acts.isSuccess && acts.data.items.length === 0 ? (
            <Typography color="text.secondary" sx={{ p: 2 }}>
              Nothing of this subject and kind yet.
            </Typography>
          ) : null}
        </Card>
      )}
      <LibraryLicences />
      {importing ? <ImportDialog onClose={() => setImporting(false)} /> : null}
    </PageContainer>
  );
}
