import { CountdownClock } from '@client/components/CountdownClock';
import { EngineLabel } from '@client/components/EngineLabel';
import { DelayedLoading } from '@client/components/feedback/DelayedLoading';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { PageContainer } from '@client/components/PageContainer';
import { RouterLink } from '@client/components/RouterLink';
import { usePageTitle } from '@client/components/use-page-title';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PracticeSession } from '@shared/contracts/practice';
import { PRACTICE_AREA_LABELS, PRACTICE_TOOL_INFO } from '@shared/practice';
import type { ReactNode } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { usePracticeSession } from '../../api';
import type { ConversationTool } from '../../model/conversation';
import { WARN_AT_SECONDS } from '../../model/timer';
import { type ChooserCopy, ScenarioChooser } from './ScenarioChooser';

/**
 * A conversation tool's page: its scenarios until one is started, then that session (?session=), which a
 * reload or a link reopens.
 */
export function ConversationScreens({
  tool,
  copy,
  children,
}: {
  tool: ConversationTool;
  copy: ChooserCopy;
  children: (session: PracticeSession) => ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const id = params.get('session');
  if (!id) return <ScenarioChooser tool={tool} copy={copy} onStarted={(s) => setParams({ session: s.id })} />;
  return (
    <SessionLoader tool={tool} id={id}>
      {children}
    </SessionLoader>
  );
}

/**
 * Opens the session named in the address. A submitted one goes to its feedback; one that cannot be opened
 * says why and offers the way back to the scenarios.
 */
function SessionLoader({
  tool,
  id,
  children,
}: {
  tool: ConversationTool;
  id: string;
  children: (session: PracticeSession) => ReactNode;
}) {
  const session = usePracticeSession(tool, id);
  const info = PRACTICE_TOOL_INFO[tool];
  if (session.data?.status === 'submitted') return <Navigate to={`/feedback/${tool}/${id}`} replace />;
  if (session.data) return children(session.data);
  return (
    <PageContainer title={info.name}>
      {session.isPending ? <DelayedLoading variant="inline" /> : null}
      <FormErrorAlert title="This attempt could not be opened." error={session.error} />
      {session.error ? (
        <Button variant="outlined" component={Link} to={info.path} sx={{ alignSelf: 'flex-start' }}>
          Choose a scenario
        </Button>
      ) : null}
    </PageContainer>
  );
}

type FrameProps = {
  tool: ConversationTool;
  session: PracticeSession;
  /** Under the title: "Interview with Mrs Baker". */
  subtitle: ReactNode;
  secondsLeft: number | null;
  aside: ReactNode;
  children: ReactNode;
  /** The aside's name for screen readers. */
  asideLabel: string;
};

/**
 * The screen of an interview or a hearing: the title, the timer, the papers beside (or, on a phone, above)
 * the conversation.
 */
export function SessionFrame({
  tool,
  session,
  subtitle,
  secondsLeft,
  aside,
  asideLabel,
  children,
}: FrameProps) {
  const info = PRACTICE_TOOL_INFO[tool];
  usePageTitle(`${info.name}: ${session.scenarioTitle}`);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Stack spacing={1} sx={{ mb: 3 }}>
        <RouterLink
          to={info.path}
          underline="hover"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}
        >
          <ArrowBack fontSize="small" aria-hidden="true" />
          {info.name}: all scenarios
        </RouterLink>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
              {session.scenarioTitle}
            </Typography>
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap', color: 'text.secondary' }}
            >
              <Chip label={PRACTICE_AREA_LABELS[session.practiceArea]} size="small" variant="outlined" />
              <Typography component="span">{subtitle}</Typography>
            </Stack>
            <Box sx={{ mt: 1 }}>
              <EngineLabel use="marking" />
            </Box>
          </Box>
          {secondsLeft !== null ? (
            <CountdownClock secondsLeft={secondsLeft} warnAt={WARN_AT_SECONDS} />
          ) : null}
        </Stack>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 7fr)' },
          alignItems: 'start',
        }}
      >
        <Box
          component="aside"
          aria-label={asideLabel}
          sx={{
            minWidth: 0,
            // Beside the conversation on a wide screen, the papers stay in view and scroll on their own.
            position: { md: 'sticky' },
            top: { md: 80 },
            maxHeight: { md: 'calc(100vh - 96px)' },
            overflowY: { md: 'auto' },
            pr: { md: 1 },
          }}
        >
          {aside}
        </Box>
        <Box sx={{ minWidth: 0 }}>{children}</Box>
      </Box>
    </Container>
  );
}
