import { CountdownClock } from '@client/components/CountdownClock';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { useCountdown } from '@client/lib/countdown';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SaveSbaqAnswer, SbaqQuiz } from '@shared/contracts/sbaq';
import type { OptionKey } from '@shared/contracts/sbaq-data';
import { useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useRef, useState } from 'react';
import { type QuizStateAt, sbaqKeys, useSubmitQuiz } from '../api';
import { type SaveStatus, useAnswerSaver } from '../hooks/useAnswerSaver';
import { useQuizKeys } from '../hooks/useQuizKeys';
import type { KeyAction } from '../model';
import { QuestionCard } from './QuestionCard';
import { QuestionNavigator } from './QuestionNavigator';
import { SubmitDialog } from './SubmitDialog';

const SAVE_TEXT: Record<SaveStatus, string> = {
  idle: 'Answers are saved as you go.',
  saving: 'Saving…',
  saved: 'All answers saved.',
  retrying: 'Not saved yet: retrying…',
  closed: 'This quiz is closed.',
};

type Props = { quiz: SbaqQuiz; receivedAt: number; index: number; onGo: (index: number) => void };

/** Taking a quiz: one question at a time, answers saved as the user goes, a timer when timed. */
export function QuizRunner({ quiz, receivedAt, index, onGo }: Props) {
  const client = useQueryClient();
  const key = sbaqKeys.quiz(quiz.id);
  const submit = useSubmitQuiz(quiz.id);
  const [confirming, setConfirming] = useState(false);
  const [unsaved, setUnsaved] = useState(false);
  // Submitted elsewhere or out of time: the server's state (the summary) replaces this screen.
  const saver = useAnswerSaver(quiz.id, () => void client.invalidateQueries({ queryKey: key }));
  const total = quiz.questions.length;
  const question = quiz.questions[index]!;
  const answered = (id: string) => quiz.answers[id] !== undefined;
  const isFlagged = (id: string) => quiz.flagged.includes(id);
  const unanswered = quiz.questions.filter((q) => !answered(q.id)).length;

  // The question keys act on, moved at once: keys pressed faster than React renders must act on the
  // question they were pressed on, not on the one of the last render. The address catches up through our
  // own moves, which must not pull it back; any other change of address is followed. This is reconciled
  // after commit only: moving is a transition, so a render may be thrown away and redone with an older index.
  const shown = useRef({ index, moves: [] as number[] });
  useLayoutEffect(() => {
    const s = shown.current;
    const ours = s.moves.indexOf(index);
    if (ours >= 0) s.moves = s.moves.slice(ours + 1);
    else if (index !== s.index) shown.current = { index, moves: [] };
  }, [index]);
  const current = () => quiz.questions[shown.current.index]!;

  /** Applies a change to the cached quiz at once (from its latest value, so quick key presses stack up). */
  function change(questionId: string, next: { answer?: OptionKey | null; flagged?: boolean | 'toggle' }) {
    const out: { body?: SaveSbaqAnswer } = {};
    client.setQueryData<QuizStateAt>(key, (old) => {
      if (old?.status !== 'in_progress') return old;
      const answers = { ...old.quiz.answers };
      const answer = next.answer === undefined ? (answers[questionId] ?? null) : next.answer;
      if (answer === null) delete answers[questionId];
      else answers[questionId] = answer;
      const was = old.quiz.flagged.includes(questionId);
      const flag = next.flagged === 'toggle' ? !was : (next.flagged ?? was);
      const without = old.quiz.flagged.filter((id) => id !== questionId);
      const flagged = flag === was ? old.quiz.flagged : flag ? [...without, questionId] : without;
      out.body = { questionId, answer, ...(next.flagged === undefined ? {} : { flagged: flag }) };
      return { ...old, quiz: { ...old.quiz, answers, flagged } };
    });
    if (out.body) saver.save(out.body);
  }
  const choose = (answer: OptionKey | null) => change(current().id, { answer });
  const toggleFlag = () => change(current().id, { flagged: 'toggle' });
  const go = (i: number) => {
    const next = Math.max(0, Math.min(total - 1, i));
    shown.current.index = next;
    shown.current.moves.push(next);
    onGo(next);
  };

  async function finish() {
    setConfirming(false);
    if (!(await saver.flush())) {
      setUnsaved(true);
      return;
    }
    setUnsaved(false);
    submit.mutate();
  }
  const askToSubmit = () => (unanswered > 0 ? setConfirming(true) : void finish());

  const deadline = quiz.secondsLeft === null ? null : receivedAt + quiz.secondsLeft * 1000;
  const secondsLeft = useCountdown(deadline, () => void finish());

  useQuizKeys(!confirming, (action: KeyAction) => {
    if (action.type === 'choose') choose(action.key);
    else if (action.type === 'move') go(shown.current.index + action.by);
    else toggleFlag();
  });

  const submitButton = (
    <Button variant="contained" onClick={askToSubmit} disabled={submit.isPending} fullWidth>
      {submit.isPending ? 'Submitting…' : 'Submit quiz'}
    </Button>
  );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}
      >
        <Typography variant="h1">SBAQ quiz</Typography>
        {secondsLeft !== null && quiz.timeLimitSeconds !== null ? (
          // Amber in the last tenth of the quiz, and at least the last minute.
          <CountdownClock secondsLeft={secondsLeft} warnAt={Math.max(60, quiz.timeLimitSeconds / 10)} />
        ) : null}
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 300px' }, gap: 3 }}>
        <Stack spacing={2}>
          <QuestionCard
            question={question}
            number={index + 1}
            total={total}
            chosen={quiz.answers[question.id] ?? null}
            onChoose={choose}
            flag={{ flagged: isFlagged(question.id), onToggle: toggleFlag }}
          />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
            <Button startIcon={<ArrowBack />} disabled={index === 0} onClick={() => go(index - 1)}>
              Previous
            </Button>
            {index < total - 1 ? (
              <Button variant="contained" endIcon={<ArrowForward />} onClick={() => go(index + 1)}>
                Next
              </Button>
            ) : (
              <Box sx={{ width: 160 }}>{submitButton}</Box>
            )}
          </Stack>
          <Typography
            color="text.secondary"
            sx={{ fontSize: '0.85rem', display: { xs: 'none', sm: 'block' } }}
          >
            Keyboard: 1–5 or A–E to choose, ← and → to move between questions, F to flag.
          </Typography>
        </Stack>
        <Card component="aside" aria-label="Quiz progress" sx={{ alignSelf: 'start' }}>
          <CardContent>
            <Stack spacing={2}>
              <QuestionNavigator
                ids={quiz.questions.map((q) => q.id)}
                current={index}
                answered={answered}
                flagged={isFlagged}
                onGo={go}
              />
              <Typography
                role="status"
                sx={{ fontSize: '0.9rem' }}
                color={saver.status === 'retrying' ? 'warning.dark' : 'text.secondary'}
              >
                {SAVE_TEXT[saver.status]}
              </Typography>
              {unsaved ? (
                <Alert severity="warning">
                  Some answers are not saved yet, so the quiz was not submitted. Check your connection and try
                  again.
                </Alert>
              ) : null}
              <FormErrorAlert title="The quiz could not be submitted." error={submit.error} />
              {submitButton}
            </Stack>
          </CardContent>
        </Card>
      </Box>
      <SubmitDialog
        open={confirming}
        unanswered={unanswered}
        flagged={quiz.flagged.length}
        onCancel={() => setConfirming(false)}
        onSubmit={() => void finish()}
      />
    </Container>
  );
}
