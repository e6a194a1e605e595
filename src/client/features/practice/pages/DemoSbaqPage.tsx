import { DelayedLoading } from '@client/components/feedback/DelayedLoading';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { PageContainer } from '@client/components/PageContainer';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SbaqQuizQuestion } from '@shared/contracts/sbaq';
import { flkSubjectName } from '@shared/flk';
import { useEffect, useRef, useState } from 'react';
import { useDemoSbaq, useDemoSbaqMarking } from '../api';
import { ReviewedSbaq } from '../components/ReviewedSbaq';
import { SignUpInvite } from '../components/SignUpInvite';
import { demoLimitReached } from '../model/tools';

const OFFER =
  'With an account you can build quizzes from every FLK1 and FLK2 subject, time them at SQE pace, and see your weakest subjects come first.';

function Question({
  question: q,
  number,
  total,
  chosen,
  onChoose,
}: {
  question: SbaqQuizQuestion;
  number: number;
  total: number;
  chosen: string | undefined;
  onChoose: (key: string) => void;
}) {
  const headingId = `demo-q-${q.id}`;
  return (
    <Card component="li" aria-labelledby={headingId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={headingId} variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
          Question {number} of {total}
          <Typography component="span" color="text.secondary" sx={{ fontSize: '0.9rem', fontWeight: 400 }}>
            {' · '}
            {flkSubjectName(q.subject)}
          </Typography>
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-line', lineHeight: 1.6, mb: 1.5 }}>{q.stem}</Typography>
        <RadioGroup
          aria-labelledby={headingId}
          value={chosen ?? ''}
          onChange={(e) => onChoose(e.target.value)}
        >
          {q.options.map((o) => (
            <FormControlLabel
              key={o.key}
              value={o.key}
              control={<Radio />}
              label={
                <span>
                  <strong>{o.key}</strong> {o.text}
                </span>
              }
              sx={{
                alignItems: 'flex-start',
                mx: 0,
                mb: 0.75,
                py: 0.5,
                pr: 1,
                borderRadius: 1,
                border: 1,
                borderColor: chosen === o.key ? 'primary.main' : 'divider',
                bgcolor: chosen === o.key ? 'rgba(27, 42, 74, 0.05)' : 'transparent',
                '& .MuiRadio-root': { pt: 0.5 },
                '& .MuiFormControlLabel-label': { pt: '7px', lineHeight: 1.5 },
              }}
            />
          ))}
        </RadioGroup>
      </CardContent>
    </Card>
  );
}

/** /demo/sbaq: five fixed SQE1-style questions a visitor answers and checks, without an account. */
export default function DemoSbaqPage() {
  const demo = useDemoSbaq();
  const marking = useDemoSbaqMarking();
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const resultRef = useRef<HTMLDivElement>(null);
  const questions = demo.data?.questions ?? [];
  const answered = questions.filter((q) => answers[q.id]).length;
  const result = marking.data;
  const tooMany = demoLimitReached(marking.error);

  useEffect(() => {
    if (result) resultRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [result]);

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
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <LockOutlined fontSize="small" color="action" aria-hidden="true" sx={{ mt: '2px' }} />
        <Typography color="text.secondary" sx={{ fontSize: '0.95rem' }}>
          No account needed, and nothing you choose here is stored.
        </Typography>
      </Stack>
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
                color={result.percent >= 60 ? 'success' : result.percent >= 40 ? 'warning' : 'error'}
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
              <ReviewedSbaq key={q.id} question={q} number={i + 1} />
            ))}
          </Stack>
          <SignUpInvite toolPath="/ai/sbaqs/topics" offer={OFFER} />
        </Stack>
      ) : questions.length > 0 ? (
        <>
          <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Questions">
            {questions.map((q, i) => (
              <Question
                key={q.id}
                question={q}
                number={i + 1}
                total={questions.length}
                chosen={answers[q.id]}
                onChoose={(key) => setAnswers((a) => ({ ...a, [q.id]: key }))}
              />
            ))}
          </Stack>
          {tooMany ? (
            <Alert severity="warning" role="alert">
              <AlertTitle>You have tried the demo several times this hour</AlertTitle>
              Come back later, or sign up free to take full quizzes with your own weekly allowance.
            </Alert>
          ) : (
            <FormErrorAlert title="Your answers could not be checked." error={marking.error} />
          )}
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
