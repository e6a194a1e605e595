import type { ToolType } from '@shared/ai-limits';
import type { ChatKind } from '@shared/contracts/chat';

// What each chat is called and says about itself, and the weekly allowance it counts against.
export const CHAT_SCREENS: Record<
  ChatKind,
  { title: string; intro: string; placeholder: string; tool: ToolType | null; path: string }
> = {
  'case-law': {
    title: 'Case law chat',
    intro:
      'Ask about the cases in the library. Every answer cites the cases it relies on, linked to the case.',
    placeholder: 'e.g. What is the neighbour principle?',
    tool: 'case-law-chat',
    path: '/case-law-chat',
  },
  statute: {
    title: 'Statute chat',
    intro:
      'Ask about the Acts in the library. Every answer cites the sections it relies on, linked to the section.',
    placeholder: 'e.g. What are the elements of theft?',
    tool: 'statute-chat',
    path: '/statute-chat',
  },
  assistant: {
    title: 'AI assistant',
    intro:
      'Ask about your own notes and the library together. Answers link to the notes, cases and sections they use.',
    placeholder: 'e.g. Summarise what my notes say about consideration',
    tool: null,
    path: '/assistant',
  },
};

export const ASSISTANT_ABOUT =
  'The AI assistant answers questions from your own notes and the legal library at once, citing each note, case and section it uses. It is part of the Premium, Unlimited and Ultra plans.';
