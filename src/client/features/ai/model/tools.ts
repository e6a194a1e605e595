import type { ToolType } from '@shared/ai-limits';

// Every AI tool on the hub (/ai-tools), with where it lives and what it does in one line.

/** `tool` is null for the AI assistant: a plan benefit, not one of the counted tool types. */
export type AiTool = { tool: ToolType | null; name: string; to: string; description: string };
export type AiToolGroup = { title: string; tools: AiTool[] };

export const AI_TOOL_GROUPS: AiToolGroup[] = [
  {
    title: 'Make study material',
    tools: [
      {
        tool: 'flashcards',
        name: 'Create Flashcards',
        to: '/ai/flashcards',
        description:
          'Cards from a passage, a file, one of your notes or a case, checked by you before saving.',
      },
      {
        tool: 'notes',
        name: 'Create Notes',
        to: '/ai/notes',
        description: 'A structured revision note with the cases and statutory provisions mentioned.',
      },
      {
        tool: 'mindmaps',
        name: 'Create Mind Maps',
        to: '/ai/mindmaps',
        description: "A mind map of a text's topics, with its key terms, cases and sections.",
      },
      {
        tool: 'sbaq_practice',
        name: 'Create SBAQ Quiz',
        to: '/ai/sbaqs/topics',
        description: 'Single-best-answer questions in the style of SQE1, with explanations.',
      },
    ],
  },
  {
    title: 'Practise SQE2 skills',
    tools: [
      {
        tool: 'legal-writing',
        name: 'Legal Writing Mock',
        to: '/ai/legal-writing',
        description: 'Write a letter or memo on a realistic task and get structured feedback.',
      },
      {
        tool: 'legal-drafting',
        name: 'Legal Drafting Mock',
        to: '/ai/legal-drafting',
        description: 'Draft or amend a legal document and see what an examiner would look for.',
      },
      {
        tool: 'case-analysis',
        name: 'Case and Matter Analysis Mock',
        to: '/ai/case-and-matter-analysis',
        description: 'Analyse a client file and advise, with feedback on your reasoning.',
      },
      {
        tool: 'legal-research',
        name: 'Legal Research Mock',
        to: '/ai/legal-research',
        description:
          'Find the law that answers a client’s question in a set of sources and write a research note.',
      },
      {
        tool: 'interviewing',
        name: 'Client interviewing practice',
        to: '/interviewing',
        description: 'Interview a simulated client and practise gathering the facts.',
      },
      {
        tool: 'advocacy',
        name: 'Advocacy practice',
        to: '/advocacy',
        description: 'Prepare and practise short submissions to a judge.',
      },
    ],
  },
  {
    title: 'Ask the library',
    tools: [
      {
        tool: 'case-law-chat',
        name: 'Case law chat',
        to: '/case-law-chat',
        description: 'Questions about case law, answered with the cases they rely on.',
      },
      {
        tool: 'statute-chat',
        name: 'Statute chat',
        to: '/statute-chat',
        description: 'Questions about legislation, answered with the sections they rely on.',
      },
      {
        tool: null,
        name: 'AI assistant',
        to: '/assistant',
        description: 'Help with your own material and the library (PREMIUM, UNLIMITED and ULTRA plans).',
      },
    ],
  },
];
