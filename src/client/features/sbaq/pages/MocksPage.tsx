import { DelayedLoading } from '@client/components/feedback/DelayedLoading';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { PageContainer } from '@client/components/PageContainer';
import { formatDate } from '@client/lib/format';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FLK_PAPERS, MOCK_MIX_BASIS, PASS_MARK_BASIS } from '@shared/contracts/sbaq-mocks';
import { FLK_SUBJECTS } from '@shared/flk';
import { Link, useNavigate } from 'react-router';
import { useMocks, useStartMock } from '../api';

// Full SQE1 mock papers: start one, and the ones taken so far.

export default function MocksPage() {
  const mocks = useMocks();
  const start = useStartMock();
  const navigate = useNavigate();
  const items = mocks.data?.items ?? [];
  return (
    <PageContainer
      title="SQE1 mock papers"
      intro="A full FLK1 or FLK2 paper from Ratio’s question bank: 180 questions in two timed sessions of 90, 153 minutes each, with a score report by subject and topic at the end."
    >
      <FormErrorAlert title="The mock paper could not be started." error={start.error} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {FLK_PAPERS.map((paper) => (
          <Card key={paper} variant="outlined" sx={{ flex: 1 }}>
            <CardContent>
              <Stack spacing={1.5}>
                <Typography variant="h2" sx={{ fontSize: '1.3rem' }}>
                  {paper}
                </Typography>
                <Typography color="text.secondary">
                  {FLK_SUBJECTS.filter((s) => s.paper === paper)
                    .map((s) => s.name)
                    .join(' · ')}
                </Typography>
                <Button
                  variant="contained"
                  disabled={start.isPending}
                  onClick={() => start.mutate(paper, { onSuccess: (m) => navigate(`/sqe/mocks/${m.id}`) })}
                  sx={{ alignSelf: 'flex-start' }}
                >
                  Start {paper} mock
                </Button>
              </Stack>
            </CardContent>
          </Card>
        ))}
      </Stack>
      <Typography color="text.secondary" sx={{ fontSize: '0.9rem' }}>
        {MOCK_MIX_BASIS} A paper counts as one SBAQ practice use. {PASS_MARK_BASIS}
      </Typography>
      <Typography variant="h2" sx={{ fontSize: '1.3rem' }}>
        Your mock papers
      </Typography>
      {mocks.isPending ? <DelayedLoading variant="inline" /> : null}
      <FormErrorAlert title="Your mock papers could not be loaded." error={mocks.error} />
      {mocks.data && items.length === 0 ? (
        <Typography color="text.secondary">No mock papers yet.</Typography>
      ) : null}
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((m) => (
          <Card component="li" key={m.id}>
            <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
              <Typography sx={{ fontWeight: 600, flex: '1 1 200px' }}>
                {m.paper} · {formatDate(m.createdAt)}
              </Typography>
              {m.percent === null ? (
                <Chip label={`${m.sessionsDone} of 2 sessions done`} variant="outlined" />
              ) : (
                <Typography sx={{ fontWeight: 700 }}>{m.percent}%</Typography>
              )}
              <Button
                variant="outlined"
                component={Link}
                to={`/sqe/mocks/${m.id}`}
                aria-label={`Open the ${m.paper} mock of ${formatDate(m.createdAt)}`}
              >
                Open
              </Button>
            </CardContent>
          </Card>
        ))}
      </Stack>
    </PageContainer>
  );
}
