import { DelayedLoading } from '@client/components/feedback/DelayedLoading';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { PageContainer } from '@client/components/PageContainer';
import { formatDate } from '@client/lib/format';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { PracticeSession, ScenarioSummary } from '@shared/contracts/practice';
import { useState } from 'react';
import { Link } from 'react-router';
import { usePracticeHistory, usePracticeScenarios } from '../../api';
import { PracticeAllowanceLine, PracticeLimitAlert, useToolAllowance } from '../../components/Allowance';
import { ScenarioList } from '../../components/ScenarioList';
import type { ConversationTool } from '../../model/conversation';
import { type StartCopy, StartDialog } from './StartDialog';

export type ChooserCopy = StartCopy & { title: string; intro: string };

type Props = { tool: ConversationTool; copy: ChooserCopy; onStarted: (session: PracticeSession) => void };

/** The scenarios of one tool, filtered by practice area, with the week's allowance and any attempt to resume. */
export function ScenarioChooser({ tool, copy, onStarted }: Props) {
  const scenarios = usePracticeScenarios(tool);
  const allowance = useToolAllowance(tool);
  const history = usePracticeHistory(tool, null, 20);
  const [chosen, setChosen] = useState<ScenarioSummary | null>(null);
  const open = (history.data?.items ?? []).filter((s) => s.status === 'in_progress');

  return (
    <PageContainer title={copy.title} intro={copy.intro} maxWidth="lg">
      {allowance.limited ? (
        <PracticeLimitAlert tool={tool} resetsAt={allowance.resetsAt} />
      ) : (
        <PracticeAllowanceLine allowance={allowance} />
      )}
      {open.map((s) => (
        <Alert
          key={s.id}
          severity="info"
          action={
            <Button color="inherit" size="small" component={Link} to={`?session=${s.id}`}>
              Resume
            </Button>
          }
        >
          You have {copy.noun === 'interview' ? 'an' : 'a'} {copy.noun} in progress:{' '}
          <strong>{s.scenarioTitle}</strong>, started on {formatDate(s.startedAt)}.
        </Alert>
      ))}
      {scenarios.isPending ? <DelayedLoading variant="inline" /> : null}
      <FormErrorAlert title="The scenarios could not be loaded." error={scenarios.error} />
      {scenarios.data ? (
        <ScenarioList
          scenarios={scenarios.data}
          start={{ kind: 'ask', label: copy.start, disabled: allowance.limited, onStart: setChosen }}
        />
      ) : null}
      <StartDialog
        tool={tool}
        copy={copy}
        scenario={chosen}
        onClose={() => setChosen(null)}
        onStarted={(session) => {
          setChosen(null);
          onStarted(session);
        }}
      />
    </PageContainer>
  );
}
