import { useAuth } from '@client/components/auth/auth-context';
import { DelayedLoading } from '@client/components/feedback/DelayedLoading';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { PageContainer } from '@client/components/PageContainer';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import UploadFile from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useCaseFacets, useCaseSearch } from '../api';
import { CaseFilters } from '../components/CaseFilters';
import { CaseResults } from '../components/CaseResults';
import { ImportDialog } from '../components/ImportDialog';
import { LookupBanner } from '../components/LookupBanner';
import { Pager } from '../components/Pager';
import { SearchBox } from '../components/SearchBox';
import { LibraryLicences } from '../components/SourceNote';
import { type CaseSearch, caseSearchFromParams, paramsFromCaseSearch } from '../model/search-params';

export default function CaseLawPage() {
  const { search: location } = useLocation();
  const navigate = useNavigate();
  const { user } = useAuth();
  const search = useMemo(() => caseSearchFromParams(new URLSearchParams(location)), [location]);
  const key = paramsFromCaseSearch(search).toString();
  // Cursors of the pages visited, so Previous works without server state; a new search starts again.
  const [pages, setPages] = useState<{ key: string; cursors: (string | null)[] }>({ key, cursors: [null] });
  const cursors = pages.key === key ? pages.cursors : [null];
  const results = useCaseSearch(search, cursors.at(-1) ?? null);
  const facets = useCaseFacets();
  const [importing, setImporting] = useState(false);
  const cases = results.data?.items ?? [];

  const setSearch = useCallback(
    (next: CaseSearch) => {
      const query = paramsFromCaseSearch(next).toString();
      navigate({ search: query ? `?${query}` : '' }, { replace: true });
    },
    [navigate],
  );
  const setQ = useCallback((q: string) => setSearch({ ...search, q: q || undefined }), [search, setSearch]);

  return (
    <PageContainer
      title="Case Law"
      maxWidth="lg"
      intro="Leading cases in summary: search by name, by citation such as [1932] UKHL 100, or by words from the facts."
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button component={Link} to="/case-law-chat" variant="outlined" startIcon={<ForumOutlined />}>
          Ask the case law chat
        </Button>
        <Button component={Link} to="/statute" variant="text">
          Legislation
        </Button>
        {user?.role === 'admin' ? (
          <Button startIcon={<UploadFile />} onClick={() => setImporting(true)}>
            Import a full text
          </Button>
        ) : null}
      </Stack>
      <Box component="search" aria-label="Search case law" sx={{ display: 'grid', gap: 1.5 }}>
        <SearchBox
          label="Search cases"
          value={search.q ?? ''}
          onChange={setQ}
          placeholder="Name, citation or words"
        />
        <CaseFilters search={search} facets={facets.data} onChange={setSearch} />
      </Box>
      {search.q ? <LookupBanner q={search.q} /> : null}
      {results.isPending ? <DelayedLoading variant="inline" /> : null}
      <FormErrorAlert title="The cases could not be loaded." error={results.error} />
      {results.isSuccess && cases.length === 0 ? (
        <Card>
          <CardContent>
            <Typography variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
              No cases match
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              Try fewer or other words, a citation, or clear the filters.
            </Typography>
            <Button variant="outlined" onClick={() => setSearch({})}>
              Clear the search
            </Button>
          </CardContent>
        </Card>
      ) : null}
      {cases.length > 0 ? (
        <Card sx={{ opacity: results.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1.5 }}>
            {search.q ? 'Best match first' : 'All cases, A to Z'}
          </Typography>
          <CaseResults cases={cases} />
          <Pager
            page={cursors.length}
            hasNext={Boolean(results.data?.nextCursor)}
            busy={results.isPlaceholderData}
            onPrevious={() => setPages({ key, cursors: cursors.slice(0, -1) })}
            onNext={() =>
              results.data?.nextCursor && setPages({ key, cursors: [...cursors, results.data.nextCursor] })
            }
          />
        </Card>
      ) : null}
      <LibraryLicences />
      {importing ? <ImportDialog onClose={() => setImporting(false)} /> : null}
    </PageContainer>
  );
}
