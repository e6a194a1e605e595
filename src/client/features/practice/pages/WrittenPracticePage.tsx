import { DelayedLoading } from '@client/components/feedback/DelayedLoading';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { PageContainer } from '@client/components/PageContainer';
import { RouterLink } from '@client/components/RouterLink';
import { ApiError } from '@client/lib/api';
import ArrowBack from '@mui/icons-material/ArrowBack';
import History from '@mui/icons-material/History';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PRACTICE_AREA_LABELS, PRACTICE_TOOL_INFO, type WrittenTool } from '@shared/practice';
import { Link, useLocation, useSearchParams } from 'react-router';
import { usePracticeScenario, usePracticeScenarios } from '../api';
import { PracticeAllowanceLine, PracticeLimitAlert, useToolAllowance } from '../components/Allowance';
import { ScenarioList } from '../components/ScenarioList';
import { Workspace } from '../components/Workspace';
import { formatMinutes } from '../model/timer';
import { MOCK_TITLES, writtenToolAt } from '../model/tools';

const INTROS: Record<WrittenTool, string> = {
  'legal-writing':
    'Write a letter or email to a client or another party, as in SQE2. Your answer is marked on its tone for the reader, structure, accuracy and plain English, and on the law applied.',
  'legal-drafting':
    'Draft or amend a clause or document, as in SQE2. Your draft is marked on the provisions it needs, defined terms used consistently, clarity and the law applied.',
  'case-analysis':
    'Read a file of documents, then write your analysis and advice, as in SQE2. Your answer is marked on the issues spotted, the law applied and the practical advice given.',
  'legal-research':
    'Research a client’s question in a set of sources, some relevant and some not, then write a research note, as in SQE2. Your note is marked on the sources found and cited, the analysis, the answer and the next steps.',
};

function HistoryButton({ tool }: { tool: WrittenTool }) {
  const path = PRACTICE_TOOL_INFO[tool].historyPath;
  if (!path) return null;
  return (
    <Button variant="outlined" startIcon={<History />} component={Link} to={path}>
      Your attempts
    </Button>
  );
}

function ScenarioChooser({ tool }: { tool: WrittenTool }) {
  const scenarios = usePracticeScenarios(tool);
  const allowance = useToolAllowance(tool);

  return (
    <PageContainer title={MOCK_TITLES[tool]} maxWidth="lg" intro={INTROS[tool]}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        {allowance.limited ? null : <PracticeAllowanceLine allowance={allowance} />}
        <div>
          <HistoryButton tool={tool} />
        </div>
      </Stack>
      {allowance.limited ? <PracticeLimitAlert tool={tool} resetsAt={allowance.resetsAt} /> : null}
      {scenarios.isPending ? <DelayedLoading variant="inline" /> : null}
      <FormErrorAlert title="The scenarios could not be loaded." error={scenarios.error} />
      {scenarios.data ? <ScenarioList scenarios={scenarios.data} start={{ kind: 'workspace' }} /> : null}
    </PageContainer>
  );
}

function ScenarioWorkspace({ tool, scenarioId }: { tool: WrittenTool; scenarioId: string }) {
  const scenario = usePracticeScenario(tool, scenarioId);
  const back = (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button startIcon={<ArrowBack />} component={Link} to={PRACTICE_TOOL_INFO[tool].path}>
        All scenarios
      </Button>
      <HistoryButton tool={tool} />
    </Stack>
  );
  if (scenario.isPending) return <DelayedLoading />;
  if (!scenario.data) {
    const missing =
      scenario.error instanceof ApiError && (scenario.error.status === 404 || scenario.error.status === 400);
    return (
      <PageContainer title={MOCK_TITLES[tool]}>
        {missing ? (
          <Alert severity="warning">
            <AlertTitle>There is no such scenario</AlertTitle>
            The link may be old or mistyped.{' '}
            <RouterLink to={PRACTICE_TOOL_INFO[tool].path}>Choose one of the scenarios</RouterLink>.
          </Alert>
        ) : (
          <FormErrorAlert title="The scenario could not be loaded." error={scenario.error} />
        )}
        {back}
      </PageContainer>
    );
  }
  const s = scenario.data;
  return (
    <PageContainer
      title={s.title}
      maxWidth="lg"
      intro={`${PRACTICE_TOOL_INFO[tool].name} · ${PRACTICE_AREA_LABELS[s.practiceArea]} · ${formatMinutes(s.timeLimitMinutes)} allowed`}
    >
      {back}
      <Workspace tool={tool} scenario={s} />
    </PageContainer>
  );
}

/** /ai/legal-writing, /ai/legal-drafting, /ai/case-and-matter-analysis and /ai/legal-research: the scenarios, then one being answered. */
export default function WrittenPracticePage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const tool = writtenToolAt(pathname);
  const scenarioId = params.get('scenario');
  if (!tool) return null;
  return scenarioId ? (
    <ScenarioWorkspace key={`${tool}:${scenarioId}`} tool={tool} scenarioId={scenarioId} />
  ) : (
    <ScenarioChooser key={tool} tool={tool} />
  );
}
