import { DelayedLoading } from '@client/components/feedback/DelayedLoading';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { PageContainer } from '@client/components/PageContainer';
import { RouterLink } from '@client/components/RouterLink';
import { ApiError } from '@client/lib/api';
import Add from '@mui/icons-material/Add';
import History from '@mui/icons-material/History';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PRACTICE_TOOL_INFO, type PracticeTool } from '@shared/practice';
import { Link, useParams } from 'react-router';
import { usePracticeSession } from '../api';
import { FeedbackView } from '../components/FeedbackView';
import { isSessionId, practiceToolOf } from '../model/tools';

function NextSteps({ tool }: { tool: PracticeTool }) {
  const info = PRACTICE_TOOL_INFO[tool];
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button variant="contained" startIcon={<Add />} component={Link} to={info.path}>
        Try another scenario
      </Button>
      {info.historyPath ? (
        <Button variant="outlined" startIcon={<History />} component={Link} to={info.historyPath}>
          Your {info.name.toLowerCase()} history
        </Button>
      ) : null}
    </Stack>
  );
}

function NoSuchFeedback() {
  return (
    <PageContainer title="Feedback not found">
      <Alert severity="warning">
        <AlertTitle>There is no feedback at this address</AlertTitle>
        It may belong to another account, or the link may be mistyped. Your attempts are listed in the history
        of each tool: <RouterLink to="/legal-writing/history">legal writing</RouterLink>,{' '}
        <RouterLink to="/legal-drafting/history">legal drafting</RouterLink> and{' '}
        <RouterLink to="/case-analysis/history">case and matter analysis</RouterLink>.
      </Alert>
    </PageContainer>
  );
}

function SessionFeedback({ tool, id }: { tool: PracticeTool; id: string }) {
  const session = usePracticeSession(tool, id);
  if (session.isPending) return <DelayedLoading />;
  if (!session.data) {
    if (session.error instanceof ApiError && (session.error.status === 404 || session.error.status === 400))
      return <NoSuchFeedback />;
    return (
      <PageContainer title="Feedback">
        <FormErrorAlert title="The feedback could not be loaded." error={session.error} />
      </PageContainer>
    );
  }
  const s = session.data;
  const info = PRACTICE_TOOL_INFO[tool];
  return (
    <PageContainer title={`Feedback: ${s.scenarioTitle}`} intro={info.name}>
      {s.feedback ? (
        <>
          <FeedbackView feedback={s.feedback} session={s} />
          <NextSteps tool={tool} />
        </>
      ) : (
        <Alert severity="info">
          <AlertTitle>This attempt has not been submitted yet</AlertTitle>
          Feedback appears here once it is finished.{' '}
          <RouterLink to={info.path}>Go back to {info.name.toLowerCase()}</RouterLink>.
        </Alert>
      )}
    </PageContainer>
  );
}

/** /feedback/:type/:id: the feedback on one attempt of any practice tool. */
export default function FeedbackPage() {
  const { type, id } = useParams();
  const tool = practiceToolOf(type);
  if (!tool || !isSessionId(id)) return <NoSuchFeedback />;
  return <SessionFeedback key={`${tool}:${id}`} tool={tool} id={id} />;
}
