import { DemoErrorAlert, NothingStored } from '@client/components/demo/DemoNotices';
import { SignUpInvite } from '@client/components/demo/SignUpInvite';
import { DelayedLoading } from '@client/components/feedback/DelayedLoading';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { PageContainer } from '@client/components/PageContainer';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OptionKey } from '@shared/contracts/sbaq-data';
import { useEffect, useRef, useState } from 'react';
import { useDemoSbaq, useDemoSbaqMarking } from '../api';
import { QuestionCard } from '../components/QuestionCard';
import { ReviewedQuestion } from '../components/ReviewedQuestion';
import { scoreColour } from '../model';

const OFFER =
  'With an account you can build quizzes from every FLK1 and FLK2 subject, time them at SQE pace, and see your weakest subjects come first.';

/** /demo/sbaq: five fixed SQE1-style questions a visitor answers and checks, without an account. */
export default function DemoSbaqPage() {
  const demo = useDemoSbaq();
  const marking = useDemoSbaqMarking();
  const [answers, setAnswers] = useState<Record<string, OptionKey>>({});
  const resultRef = useRef<HTMLDivElement>(null);
  const questions = demo.data?.questions ?? [];
  const answered = questions.filter((q) => answers[q.id]).length;
  const result = marking.data;

  useEffect(() => {
    if (result) resultRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [result]);

  const choose = (id: string, key: OptionKey | null) =>
    setAnswers(({ [id]: _old, ...others }) => (key ? { ...others, [id]: key } : others));

  const again = () => {
    setAnswers({});
    marking.reset();
    window.scrollTo({ top: 0 });
  };

  return (
    <PageContainer
      title="SBAQ demo"
      intro="Five single-best-answer questions in the style of SQE1, from Ratio's question bank. Choose one answer for each, then check them to see the correct answers and why each option is right or wrong."
    >
      <NothingStored>No account needed, and nothing you choose here is stored.</NothingStored>
      <SignUpInvite toolPath="/ai/sbaqs/topics" offer={OFFER} />
      {demo.isPending ? <DelayedLoading variant="inline" /> : null}
      <FormErrorAlert title="The questions could not be loaded." error={demo.error} />
      {result ? (
        <Stack ref={resultRef} spacing={2} sx={{ scrollMarginTop: 80 }}>
          <Card component="section" aria-label="Your score">
            <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
              <Typography color="text.secondary">Your score</Typography>
              <Typography sx={{ fontSize: '2.4rem', fontWeight: 700, lineHeight: 1.15 }}>
                {result.score} / {result.total}
                <Typography component="span" color="text.secondary" sx={{ fontSize: '1.2rem', ml: 1 }}>
                  ({result.percent}%)
                </Typography>
              </Typography>
              <LinearProgress
                variant="determinate"
                value={result.percent}
                color={scoreColour(result.percent)}
                aria-hidden="true"
                sx={{ height: 8, borderRadius: 4, my: 1.5 }}
              />
              <Button variant="outlined" onClick={again}>
                Try again
              </Button>
            </CardContent>
          </Card>
          <Stack spacing={1.5}>
            {result.questions.map((q, i) => (
              <ReviewedQuestion key={q.id} question={q} number={i + 1} />
            ))}
          </Stack>
          <SignUpInvite toolPath="/ai/sbaqs/topics" offer={OFFER} />
        </Stack>
      ) : questions.length > 0 ? (
        <>
          <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Questions">
            {questions.map((q, i) => (
              <li key={q.id}>
                <QuestionCard
                  question={q}
                  number={i + 1}
                  total={questions.length}
                  chosen={answers[q.id] ?? null}
                  onChoose={(key) => choose(q.id, key)}
                />
              </li>
            ))}
          </Stack>
          <DemoErrorAlert error={marking.error} title="Your answers could not be checked.">
            Come back later, or sign up free to take full quizzes with your own weekly allowance.
          </DemoErrorAlert>
          <Box
            sx={{
              position: 'sticky',
              bottom: 0,
              py: 1.25,
              bgcolor: 'background.default',
              borderTop: 1,
              borderColor: 'divider',
              display: 'flex',
              gap: 2,
              alignItems: 'center',
              flexWrap: 'wrap',
            }}
          >
            <Button
              variant="contained"
              disabled={answered === 0 || marking.isPending}
              onClick={() => marking.mutate(answers)}
            >
              {marking.isPending ? 'Checking…' : 'Check my answers'}
            </Button>
            <Typography color="text.secondary">
              {answered} of {questions.length} answered
            </Typography>
          </Box>
        </>
      ) : null}
    </PageContainer>
  );
}
