import { ApiError } from '@client/lib/api';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import type { PracticeSession } from '@shared/contracts/practice';
import { MESSAGES } from '@shared/errors';
import { PRACTICE_LIMITS } from '@shared/practice';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { practiceKeys, useSendTurn } from '../../api';
import { Transcript } from '../../components/Transcript';
import { type ConversationTool, canTakeTurn } from '../../model/conversation';
import type { RecogniserConstructor } from '../model/speech';
import { Composer } from './Composer';

type Props = {
  tool: ConversationTool;
  session: PracticeSession;
  /** The transcript's name for screen readers: "Interview with Mrs Baker". */
  logLabel: string;
  composerLabel: string;
  placeholder?: string;
  /** Shown in the transcript before anything is said. */
  emptyText?: string;
  /** "Mrs Baker is answering…" */
  waitingText: string;
  /** Why no more turns can be taken (time up); shown instead of the composer, with `closedAction`. */
  closed?: string | null;
  closedAction?: ReactNode;
  dictation?: boolean;
  recogniser?: RecogniserConstructor | null;
  sendLabel?: string;
};

// The transcript scrolls inside its panel, leaving the composer and the panel's header and end in view.
const TRANSCRIPT_HEIGHT = { xs: '55vh', md: 'max(300px, calc(100vh - 470px))' };

/**
 * The conversation of an interview or a hearing: the transcript, and the composer for the candidate's next
 * turn. A turn shows at once; if it cannot be sent, it goes back into the box with the reason, so nothing
 * typed is lost.
 */
export function Conversation(props: Props) {
  const { tool, session } = props;
  const client = useQueryClient();
  const send = useSendTurn(tool, session.id);
  const [text, setText] = useState('');
  const [pending, setPending] = useState<string | null>(null);
  const [failure, setFailure] = useState<ApiError | Error | null>(null);
  const full = !canTakeTurn(session.transcript);
  const closed = props.closed ?? (full ? MESSAGES.practiceTooManyTurns(PRACTICE_LIMITS.turns) : null);

  function submit() {
    const turn = text.trim();
    if (!turn || pending) return;
    setFailure(null);
    setPending(turn);
    setText('');
    send.mutate(turn, {
      onError: (err) => {
        // Whatever was typed meanwhile stays after the turn that failed.
        setText((typed) => (typed.trim() ? `${turn}\n${typed}` : turn));
        setFailure(err);
        // Submitted in another tab, out of time, or a turn added elsewhere: fetch the state the server has.
        if (err instanceof ApiError && err.status === 409)
          void client.invalidateQueries({ queryKey: practiceKeys.session(tool, session.id) });
      },
      onSettled: () => setPending(null),
    });
  }

  const failureTitle =
    tool === 'interviewing' ? 'Your question was not sent' : 'Your submission was not sent';
  const failureText = failure instanceof ApiError ? failure.message : failure ? MESSAGES.networkError : '';

  return (
    <Stack spacing={2}>
      <Transcript
        turns={session.transcript}
        scenario={session.scenario}
        live={{
          label: props.logLabel,
          pendingText: pending,
          waitingText: props.waitingText,
          emptyText: props.emptyText,
          maxHeight: TRANSCRIPT_HEIGHT,
        }}
      />
      {failure ? (
        <Alert severity="error" role="alert" onClose={() => setFailure(null)}>
          <AlertTitle>{failureTitle}</AlertTitle>
          {failureText} Your words are still in the box below.
        </Alert>
      ) : null}
      {closed ? (
        <Alert severity="info" role="status" action={props.closedAction}>
          {closed}
        </Alert>
      ) : null}
      <Composer
        id={`${tool}-composer`}
        label={props.composerLabel}
        placeholder={props.placeholder}
        value={text}
        onChange={setText}
        onSend={submit}
        sending={pending !== null}
        closed={closed}
        dictation={props.dictation}
        recogniser={props.recogniser}
        sendLabel={props.sendLabel}
      />
    </Stack>
  );
}
