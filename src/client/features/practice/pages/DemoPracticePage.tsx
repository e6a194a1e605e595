import { DelayedLoading } from '@client/components/feedback/DelayedLoading';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { PageContainer } from '@client/components/PageContainer';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Send from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  PRACTICE_AREA_LABELS,
  PRACTICE_LIMITS,
  PRACTICE_TOOL_INFO,
  type WrittenTool,
} from '@shared/practice';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useDemoFeedback, useDemoScenario } from '../api';
import { AnswerEditor } from '../components/AnswerEditor';
import { FeedbackView } from '../components/FeedbackView';
import { ScenarioBrief } from '../components/ScenarioBrief';
import { SignUpInvite } from '../components/SignUpInvite';
import { formatMinutes } from '../model/timer';
import { demoLimitReached, demoToolAt } from '../model/tools';

const TITLES: Record<WrittenTool, string> = {
  'legal-writing': 'Legal writing demo',
  'legal-drafting': 'Legal drafting demo',
  'case-analysis': 'Case and matter analysis demo',
};

const OFFER =
  'With an account you get a bank of SQE2-style scenarios across property, wills and probate, business, dispute resolution and criminal litigation, a timer, drafts kept as you write, and a history of your grades over time.';

function NothingStored() {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <LockOutlined fontSize="small" color="action" aria-hidden="true" sx={{ mt: '2px' }} />
      <Typography color="text.secondary" sx={{ fontSize: '0.95rem' }}>
        Nothing you type here is stored: your answer is marked and forgotten. Visitors can ask for feedback{' '}
        {PRACTICE_LIMITS.demoPerHour} times an hour.
      </Typography>
    </Stack>
  );
}

function Demo({ tool }: { tool: WrittenTool }) {
  const scenario = useDemoScenario(tool);
  const marking = useDemoFeedback(tool);
  const [answer, setAnswer] = useState('');
  const result = useRef<HTMLDivElement>(null);
  const info = PRACTICE_TOOL_INFO[tool];
  const tooMany = demoLimitReached(marking.error);
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
      <NothingStored />
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
          </Stack>
          <ScenarioBrief scenario={s} />
          <Card component="section" aria-labelledby="demo-answer-heading">
            <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
              <Stack spacing={2}>
                <Typography id="demo-answer-heading" variant="h2" sx={{ fontSize: '1.3rem' }}>
                  Your answer
                </Typography>
                <AnswerEditor value={answer} onChange={setAnswer} minRows={12} disabled={marking.isPending} />
                {tooMany ? (
                  <Alert severity="warning" role="alert">
                    <AlertTitle>You have tried the demo several times this hour</AlertTitle>
                    Visitors can ask for feedback {PRACTICE_LIMITS.demoPerHour} times an hour. Come back
                    later, or sign up free to practise with your own weekly allowance and keep your feedback.
                  </Alert>
                ) : (
                  <FormErrorAlert title="Your answer could not be marked." error={marking.error} />
                )}
                {marking.isPending ? (
                  <Stack spacing={1} role="status">
                    <Typography>Marking your answer against the criteria…</Typography>
                    <LinearProgress aria-label="Marking" />
                  </Stack>
                ) : null}
                <div>
                  <Button
                    variant="contained"
                    size="large"
                    startIcon={<Send />}
                    disabled={answer.trim().length === 0 || marking.isPending || alreadyMarked}
                    onClick={() => marking.mutate(answer)}
                  >
                    {marking.data && !alreadyMarked ? 'Get feedback on this version' : 'Get feedback'}
                  </Button>
                </div>
              </Stack>
            </CardContent>
          </Card>
          {marking.data ? (
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
          ) : null}
          {marking.data ? <SignUpInvite toolPath={info.path} offer={OFFER} /> : null}
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
