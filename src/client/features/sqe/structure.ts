// The structure of the SQE in Ratio's own words. Only figures that are stable parts of the assessment are
// given; dates, fees and any changes are for the SRA's current specification, which the page points to.

import { FLK_SUBJECTS, type FlkPaperId } from '@shared/flk';

export type FlkPaper = { id: FlkPaperId; subjects: string[] };

export const FLK_PAPERS: FlkPaper[] = (['FLK1', 'FLK2'] as const).map((id) => ({
  id,
  subjects: FLK_SUBJECTS.filter((s) => s.paper === id).map((s) => s.name),
}));

export const SQE1_FORMAT = {
  questionsPerPaper: 180,
  sessionsPerPaper: 2,
  questionsPerSession: 90,
  sessionLength: '2 hours 33 minutes (153 minutes)',
};

export type Sqe2Skill = { name: string; what: string; practice: { label: string; to: string } | null };

export const SQE2_SKILLS: Sqe2Skill[] = [
  {
    name: 'Client interview and attendance note / legal analysis',
    what: 'Interview a client, then record the meeting and your analysis of their matter in writing.',
    practice: { label: 'Interviewing practice', to: '/interviewing' },
  },
  {
    name: 'Advocacy',
    what: 'Present a case orally before a judge, for example an application in court.',
    practice: { label: 'Advocacy practice', to: '/advocacy' },
  },
  {
    name: 'Case and matter analysis',
    what: 'Analyse the documents of a matter and advise on the issues and the way forward.',
    practice: { label: 'Case and matter analysis', to: '/ai/case-and-matter-analysis' },
  },
  {
    name: 'Legal research',
    what: 'Find and apply the law and guidance that answer a client’s question.',
    practice: { label: 'Legal research practice', to: '/ai/legal-research' },
  },
  {
    name: 'Legal writing',
    what: 'Write to a client or another party, clearly and accurately, for example a letter or an email.',
    practice: { label: 'Legal writing practice', to: '/ai/legal-writing' },
  },
  {
    name: 'Legal drafting',
    what: 'Draft or amend a legal document, such as a clause, a contract or a statement of case.',
    practice: { label: 'Legal drafting practice', to: '/ai/legal-drafting' },
  },
];

export const SQE2_PRACTICE_AREAS = [
  'Criminal litigation',
  'Dispute resolution',
  'Property practice',
  'Wills and intestacy, probate administration and practice',
  'Business organisations, rules and procedures',
];
