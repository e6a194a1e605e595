import { AllowanceLine, WeeklyLimitAlert } from '@client/components/Allowance';
import { DelayedLoading } from '@client/components/feedback/DelayedLoading';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { PageContainer } from '@client/components/PageContainer';
import { Section } from '@client/components/Section';
import { TimingChoice } from '@client/components/TimingChoice';
import { atLimit, useAiUsage } from '@client/lib/ai-usage';
import { ApiError } from '@client/lib/api';
import { plural } from '@client/lib/format';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { SBAQ_MAX_QUESTIONS, SBAQ_MIN_QUESTIONS } from '@shared/contracts/sbaq';
import { FLK_SUBJECT_IDS, type FlkSubjectId } from '@shared/flk';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useCreateQuiz, useSbaqTopics } from '../api';
import { SubjectPicker } from '../components/SubjectPicker';
import { type Choice, COUNT_CHOICES, createBody, questionsInScope, timeAllowed } from '../model';

function countProblem(count: number, available: number, anySubject: boolean): string | null {
  if (!Number.isInteger(count) || count < SBAQ_MIN_QUESTIONS || count > SBAQ_MAX_QUESTIONS)
    return `Choose ${SBAQ_MIN_QUESTIONS} to ${SBAQ_MAX_QUESTIONS} questions.`;
  if (anySubject && count > available)
    return `Only ${plural(available, 'question')} match your choice: ask for fewer, or choose more subjects.`;
  return null;
}

export default function SbaqTopicsPage() {
  const navigate = useNavigate();
  const bank = useSbaqTopics();
  const usage = useAiUsage();
  const create = useCreateQuiz();
  const [params] = useSearchParams();
  // ?subject=land-law comes from a suggestion (SQE readiness) and starts with that subject chosen.
  const [choice, setChoice] = useState<Choice>(() => {
    const asked = params.get('subject');
    const known = FLK_SUBJECT_IDS.find((id): id is FlkSubjectId => id === asked);
    return { subjects: known ? [known] : [], topics: {} };
  });
  const [count, setCount] = useState(10);
  const [other, setOther] = useState('');
  const [timed, setTimed] = useState(false);
  const available = questionsInScope(bank.data, choice);
  const problem = countProblem(count, available, choice.subjects.length > 0);
  const allowance = usage.data?.tools.sbaq_practice;
  const limited =
    atLimit(allowance) || (create.error instanceof ApiError && create.error.code === 'limit_reached');

  const start = () =>
    create.mutate(createBody(choice, count, timed), {
      onSuccess: (quiz) => navigate(`/ai/sbaqs/quiz?id=${quiz.id}`),
    });

  return (
    <PageContainer
      title="Create SBAQ Quiz"
      intro="Single best answer questions in the style of SQE1, written by the Ratio team. Your weakest subjects come first, and no question repeats until you have seen them all."
    >
      {limited ? (
        <WeeklyLimitAlert what="SBAQ quizzes" resetsAt={usage.data?.resetsAt}>
          Your past quizzes stay in your history.
        </WeeklyLimitAlert>
      ) : (
        <AllowanceLine
          usage={allowance}
          pending={usage.isPending}
          resetsAt={usage.data?.resetsAt}
          unlimited="Unlimited quizzes on your plan"
        />
      )}
      {bank.isPending ? <DelayedLoading variant="inline" /> : null}
      <FormErrorAlert title="The subjects could not be loaded." error={bank.error} />
      {bank.data ? (
        <>
          <Section title="1. Subjects and topics">
            <SubjectPicker bank={bank.data} choice={choice} onChange={setChoice} />
          </Section>
          <Section title="2. Number of questions">
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <ToggleButtonGroup
                exclusive
                value={other ? null : count}
                onChange={(_e, value: number | null) => {
                  if (value === null) return;
                  setCount(value);
                  setOther('');
                }}
                aria-label="Number of questions"
              >
                {COUNT_CHOICES.map((n) => (
                  <ToggleButton key={n} value={n} sx={{ px: 2 }}>
                    {n}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
              <TextField
                label="Or another number"
                type="number"
                size="small"
                value={other}
                onChange={(e) => {
                  setOther(e.target.value);
                  if (e.target.value) setCount(Number(e.target.value));
                }}
                slotProps={{ htmlInput: { min: SBAQ_MIN_QUESTIONS, max: SBAQ_MAX_QUESTIONS, step: 1 } }}
                sx={{ maxWidth: 180 }}
              />
            </Stack>
            <Typography role={problem ? 'alert' : undefined} color={problem ? 'error' : 'text.secondary'}>
              {problem ??
                (choice.subjects.length > 0
                  ? `${plural(available, 'question')} match your choice.`
                  : 'Choose at least one subject above.')}
            </Typography>
          </Section>
          <Section id="step-timing" title="3. Timing">
            <TimingChoice
              labelledBy="step-timing"
              timed={timed}
              onChange={setTimed}
              timedLabel={`Timed at SQE pace: 1 min 42 s a question (${timeAllowed(count || SBAQ_MIN_QUESTIONS)} for ${plural(count || SBAQ_MIN_QUESTIONS, 'question')})`}
            />
          </Section>
          {create.error && !limited ? (
            <FormErrorAlert title="The quiz could not be started." error={create.error} />
          ) : null}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              size="large"
              onClick={start}
              disabled={choice.subjects.length === 0 || problem !== null || limited || create.isPending}
            >
              {create.isPending ? 'Starting…' : 'Start quiz'}
            </Button>
            <Button variant="outlined" size="large" component={Link} to="/sbaqs/history">
              Quiz history
            </Button>
          </Stack>
        </>
      ) : null}
    </PageContainer>
  );
}
