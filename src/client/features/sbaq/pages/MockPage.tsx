import { DelayedLoading } from '@client/components/feedback/DelayedLoading';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { PageContainer } from '@client/components/PageContainer';
import { formatDate } from '@client/lib/format';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SbaqMock } from '@shared/contracts/sbaq-mocks';
import { Link, useParams } from 'react-router';
import { useMock, useStartSecondSession } from '../api';

// One mock paper: its sessions in order, then the report.

const quizLink = (mock: SbaqMock, quizId: string) => `/ai/sbaqs/quiz?id=${quizId}&mock=${mock.id}`;

function Sessions({ mock }: { mock: SbaqMock }) {
  const second = useStartSecondSession(mock.id);
  return (
    <Stack spacing={1.5}>
      <FormErrorAlert title="Session 2 could not be started." error={second.error} />
      {mock.sessions.map((s) => (
        <Card key={s.number} variant="outlined">
          <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
            <Typography sx={{ fontWeight: 600, flex: '1 1 200px' }}>
              Session {s.number}: 90 questions, 153 minutes
            </Typography>
            {s.status === 'submitted' ? (
              <Typography sx={{ fontWeight: 700 }}>{s.score} / 90</Typography>
            ) : (
              <Chip label={s.status === 'in_progress' ? 'In progress' : 'Not started'} variant="outlined" />
            )}
            {s.quizId ? (
              <Button
                variant={s.status === 'submitted' ? 'outlined' : 'contained'}
                component={Link}
                to={quizLink(mock, s.quizId)}
              >
                {s.status === 'submitted' ? 'Review' : 'Continue'}
              </Button>
            ) : (
              <Button
                variant="contained"
                disabled={mock.sessions[0]?.status !== 'submitted' || second.isPending}
                onClick={() => second.mutate()}
              >
                Start session 2
              </Button>
            )}
          </CardContent>
        </Card>
      ))}
      {mock.sessions[1]?.status === 'not_started' ? (
        <Typography color="text.secondary" sx={{ fontSize: '0.9rem' }}>
          As in the exam, session 2 opens once session 1 is submitted; its clock starts when you start it.
        </Typography>
      ) : null}
    </Stack>
  );
}

function Report({ report, paper }: { report: NonNullable<SbaqMock['report']>; paper: string }) {
  const { passMarks } = report;
  const range = passMarks.sittings.map((s) => s.percent);
  const verdict = {
    above: 'above every one of those published pass marks',
    within: 'within the range of those published pass marks',
    below: 'below every one of those published pass marks',
  }[passMarks.verdict];
  return (
    <Stack spacing={2} component="section" aria-labelledby="mock-report">
      <Typography id="mock-report" variant="h2" sx={{ fontSize: '1.4rem' }}>
        Your {paper} score: {report.correct} / {report.total} ({report.percent}%)
      </Typography>
      <Alert severity={passMarks.verdict === 'below' ? 'warning' : 'info'}>
        {report.percent}% is {verdict} ({Math.min(...range)}% to {Math.max(...range)}%:{' '}
        {passMarks.sittings.map((s) => `${s.sitting} ${s.percent}%`).join(', ')}). {passMarks.basis}
      </Alert>
      {report.bySubject.map((s) => (
        <Card key={s.subject} variant="outlined">
          <CardContent>
            <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
              {s.name}: {s.correct} / {s.total} ({s.percent}%)
            </Typography>
            <Table size="small" aria-label={`${s.name} by topic`}>
              <TableHead>
                <TableRow>
                  <TableCell>Topic, weakest first</TableCell>
                  <TableCell align="right">Correct</TableCell>
                  <TableCell align="right">%</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {s.topics.map((t) => (
                  <TableRow key={t.topic}>
                    <TableCell>{t.topic}</TableCell>
                    <TableCell align="right">
                      {t.correct} / {t.total}
                    </TableCell>
                    <TableCell align="right">{t.percent}%</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

export default function MockPage() {
  const { id = '' } = useParams();
  const mock = useMock(id);
  const m = mock.data;
  return (
    <PageContainer
      title={m ? `${m.paper} mock paper` : 'Mock paper'}
      intro={m ? `Started on ${formatDate(m.createdAt)}.` : undefined}
    >
      {mock.isPending ? <DelayedLoading variant="inline" /> : null}
      <FormErrorAlert title="This mock paper could not be opened." error={mock.error} />
      {m ? (
        <>
          <Sessions mock={m} />
          {m.report ? <Report report={m.report} paper={m.paper} /> : null}
          <Typography color="text.secondary" sx={{ fontSize: '0.9rem' }}>
            Questions by subject: {m.mix.subjects.map((s) => `${s.name} ${s.questions}`).join(' · ')}.{' '}
            {m.mix.basis}
          </Typography>
        </>
      ) : null}
      <Button variant="text" component={Link} to="/sqe/mocks" sx={{ alignSelf: 'flex-start' }}>
        All mock papers
      </Button>
    </PageContainer>
  );
}
