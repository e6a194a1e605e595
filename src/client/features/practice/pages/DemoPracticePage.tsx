import { DemoErrorAlert, NothingStored } from '@client/components/demo/DemoNotices';
import { SignUpInvite } from '@client/components/demo/SignUpInvite';
import { EngineLabel } from '@client/components/EngineLabel';
import { DelayedLoading } from '@client/components/feedback/DelayedLoading';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { PageContainer } from '@client/components/PageContainer';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type DemoTool, PRACTICE_AREA_LABELS, PRACTICE_LIMITS, PRACTICE_TOOL_INFO } from '@shared/practice';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useDemoFeedback, useDemoScenario } from '../api';
import { AnswerEditor } from '../components/AnswerEditor';
import { AnswerPanel } from '../components/AnswerPanel';
import { FeedbackView } from '../components/FeedbackView';
import { ScenarioBrief } from '../components/ScenarioBrief';
import { formatMinutes } from '../model/timer';
import { demoToolAt } from '../model/tools';

const TITLES: Record<DemoTool, string> = {
  'legal-writing': 'Legal writing demo',
  'legal-drafting': 'Legal drafting demo',
  'case-analysis': 'Case and matter analysis demo',
};

const OFFER =
  'With an account you get a bank of SQE2-style scenarios across property, wills and probate, business, dispute resolution and criminal litigation, a timer, drafts kept as you write, and a history of your grades over time.';

function Demo({ tool }: { tool: DemoTool }) {
  const scenario = useDemoScenario(tool);
  const marking = useDemoFeedback(tool);
  const [answer, setAnswer] = useState('');
  const result = useRef<HTMLDivElement>(null);
  const info = PRACTICE_TOOL_INFO[tool];
  // The same words give the same feedback: asking again would only use up one of the hour's tries.
  const alreadyMarked = marking.isSuccess && marking.variables === answer;

  // The feedback appears below the answer: bring it into view once it arrives.
  useEffect(() => {
    if (marking.data) result.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [marking.data]);

  const s = scenario.data;
  return (
    <PageContainer
      title={TITLES[tool]}
      maxWidth="lg"
      intro={`Try one SQE2-style ${info.name.toLowerCase()} task without an account, and get the same feedback a Ratio member gets.`}
    >
      <NothingStored>
        Nothing you type here is stored: your answer is marked and forgotten. Visitors can ask for feedback{' '}
        {PRACTICE_LIMITS.demoPerHour} times an hour.
      </NothingStored>
      <SignUpInvite toolPath={info.path} offer={OFFER} />
      {scenario.isPending ? <DelayedLoading variant="inline" /> : null}
      <FormErrorAlert title="The sample task could not be loaded." error={scenario.error} />
      {s ? (
        <>
          <Stack spacing={0.5}>
            <Typography variant="h2" sx={{ fontSize: '1.6rem' }}>
              {s.title}
            </Typography>
            <Typography color="text.secondary">
              {PRACTICE_AREA_LABELS[s.practiceArea]} · {formatMinutes(s.timeLimitMinutes)} in the assessment
            </Typography>
            <EngineLabel use="marking" />
          </Stack>
          <ScenarioBrief scenario={s} />
          <AnswerPanel
            marking={marking.isPending}
            submit={{
              label: marking.data && !alreadyMarked ? 'Get feedback on this version' : 'Get feedback',
              disabled: answer.trim().length === 0 || alreadyMarked,
              onClick: () => marking.mutate(answer),
            }}
          >
            <AnswerEditor value={answer} onChange={setAnswer} minRows={12} disabled={marking.isPending} />
            <DemoErrorAlert error={marking.error} title="Your answer could not be marked.">
              Visitors can ask for feedback {PRACTICE_LIMITS.demoPerHour} times an hour. Come back later, or
              sign up free to practise with your own weekly allowance and keep your feedback.
            </DemoErrorAlert>
          </AnswerPanel>
          {marking.data ? (
            <>
              <Box
                ref={result}
                component="section"
                aria-labelledby="demo-feedback-heading"
                sx={{ scrollMarginTop: 80 }}
              >
                <Typography id="demo-feedback-heading" variant="h2" sx={{ mb: 2 }}>
                  Your feedback
                </Typography>
                <FeedbackView feedback={marking.data} />
              </Box>
              <SignUpInvite toolPath={info.path} offer={OFFER} />
            </>
          ) : null}
        </>
      ) : null}
    </PageContainer>
  );
}

/** /demo/legal-writing, /demo/legal-drafting and /demo/case-analysis: one fixed sample, for visitors. */
export default function DemoPracticePage() {
  const { pathname } = useLocation();
  const tool = demoToolAt(pathname);
  return tool ? <Demo key={tool} tool={tool} /> : null;
}
