import { MESSAGES } from '../../../../shared/errors';
import { AppError } from '../../../platform/errors';
import type { AiEngine } from '../../engine';
import {
  checked,
  clientReplyOutput,
  flashcardsOutput,
  mindMapOutput,
  noteOutput,
  practiceJudgement,
} from '../../schemas';
import { analyse } from './analysis';
import { localAnswer } from './chat';
import { flashcardsFrom } from './flashcards';
import { mindMapFrom } from './mindmap';
import { noteFrom } from './notes';
import { localClientReply, localMarkPractice } from './practice';

// The offline engine (docs/product.md, "AI"): extraction from the user's own material, no network, the same
// answer for the same text. Its output passes the same schemas as a model's.

export function createLocalEngine(): AiEngine {
  return {
    kind: 'local',
    async generateFlashcards(source, options, call) {
      call.signal.throwIfAborted();
      const cards = flashcardsFrom(analyse(source.text, source.title), options);
      if (!cards.length) throw new AppError('invalid_input', MESSAGES.aiNoCards);
      return checked(flashcardsOutput, { cards });
    },
    async generateNote(source, call) {
      call.signal.throwIfAborted();
      return checked(noteOutput, noteFrom(analyse(source.text, source.title)));
    },
    async generateMindMap(source, call) {
      call.signal.throwIfAborted();
      return checked(mindMapOutput, mindMapFrom(analyse(source.text, source.title)));
    },
    answer: (question, passages, history, signal) => localAnswer(question, passages, history, signal),
    async markPractice(attempt, call) {
      call.signal.throwIfAborted();
      return checked(practiceJudgement, localMarkPractice(attempt));
    },
    async clientReply(scenario, transcript, call) {
      call.signal.throwIfAborted();
      return checked(clientReplyOutput, { reply: localClientReply(scenario, transcript) }).reply;
    },
  };
}
