import { DelayedLoading } from '@client/components/feedback/DelayedLoading';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { PageContainer } from '@client/components/PageContainer';
import { ApiError } from '@client/lib/api';
import { plural } from '@client/lib/format';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { SBAQ_MAX_QUESTIONS, SBAQ_MIN_QUESTIONS } from '@shared/contracts/sbaq';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAiUsage, useCreateQuiz, useSbaqTopics } from '../api';
import { LimitAlert } from '../components/LimitAlert';
import { SubjectPicker } from '../components/SubjectPicker';
import {
  atLimit,
  type Choice,
  COUNT_CHOICES,
  createBody,
  questionsInScope,
  timeAllowed,
  usageLine,
} from '../model';

function Step({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack component="section" aria-labelledby={id} spacing={1.5}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.35rem' }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

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
  const [choice, setChoice] = useState<Choice>({ subjects: [], topics: {} });
  const [count, setCount] = useState(10);
  const [other, setOther] = useState('');
  const [timed, setTimed] = useState(false);
  const available = questionsInScope(bank.data, choice);
  const problem = countProblem(count, available, choice.subjects.length > 0);
  const limited =
    atLimit(usage.data) || (create.error instanceof ApiError && create.error.code === 'limit_reached');
  const line = usageLine(usage.data);

  const start = () =>
    create.mutate(createBody(choice, count, timed), {
      onSuccess: (quiz) => navigate(`/ai/sbaqs/quiz?id=${quiz.id}`),
    });

  return (
    <PageContainer
      title="Create SBAQ Quiz"
      intro="Single best answer questions in the style of SQE1, written by the Ratio team. Your weakest subjects come first, and no question repeats until you have seen them all."
    >
      {limited ? <LimitAlert /> : line ? <Typography sx={{ fontWeight: 600 }}>{line}</Typography> : null}
      {bank.isPending ? <DelayedLoading variant="inline" /> : null}
      <FormErrorAlert title="The subjects could not be loaded." error={bank.error} />
      {bank.data ? (
        <>
          <Step id="step-subjects" title="1. Subjects and topics">
            <SubjectPicker bank={bank.data} choice={choice} onChange={setChoice} />
          </Step>
          <Step id="step-count" title="2. Number of questions">
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
          </Step>
          <Step id="step-timing" title="3. Timing">
            <RadioGroup
              aria-labelledby="step-timing"
              value={timed ? 'timed' : 'untimed'}
              onChange={(e) => setTimed(e.target.value === 'timed')}
            >
              <FormControlLabel
                value="untimed"
                control={<Radio />}
                label="Untimed: take as long as you like"
              />
              <FormControlLabel
                value="timed"
                control={<Radio />}
                label={`Timed at SQE pace: 1 min 42 s a question (${timeAllowed(count || SBAQ_MIN_QUESTIONS)} for ${plural(count || SBAQ_MIN_QUESTIONS, 'question')})`}
              />
            </RadioGroup>
          </Step>
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
