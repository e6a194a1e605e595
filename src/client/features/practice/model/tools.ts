import {
  DEMO_TOOLS,
  type DemoTool,
  PRACTICE_TOOL_INFO,
  PRACTICE_TOOLS,
  type PracticeTool,
  WRITTEN_TOOLS,
  type WrittenTool,
} from '@shared/practice';

// Which practice tool a screen serves. One screen component serves the written tools (and one the
// histories, one the demos), so each finds its tool from the path it was opened at.

/** The names the navigation bar and the AI tools hub use for the written tools' screens. */
export const MOCK_TITLES: Record<WrittenTool, string> = {
  'legal-writing': 'Legal Writing Mock',
  'legal-drafting': 'Legal Drafting Mock',
  'case-analysis': 'Case and Matter Analysis Mock',
  'legal-research': 'Legal Research Mock',
};

const trimmed = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** /ai/legal-writing → 'legal-writing'; null for any other path. */
export function writtenToolAt(pathname: string): WrittenTool | null {
  const path = trimmed(pathname);
  return WRITTEN_TOOLS.find((t) => PRACTICE_TOOL_INFO[t].path === path) ?? null;
}

/** /legal-writing/history → 'legal-writing'; null for any other path. */
export function historyToolAt(pathname: string): PracticeTool | null {
  const path = trimmed(pathname);
  return PRACTICE_TOOLS.find((t) => PRACTICE_TOOL_INFO[t].historyPath === path) ?? null;
}

/** /demo/case-analysis → 'case-analysis'; null for any other path (the SBAQ demo has its own screen). */
export function demoToolAt(pathname: string): DemoTool | null {
  const path = trimmed(pathname);
  return DEMO_TOOLS.find((t) => `/demo/${t}` === path) ?? null;
}

/** The :type of /feedback/:type/:id, if it names a practice tool. */
export function practiceToolOf(type: string | undefined): PracticeTool | null {
  return (PRACTICE_TOOLS as readonly string[]).includes(type ?? '') ? (type as PracticeTool) : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Session ids are UUIDs; anything else cannot be an attempt, so the screen says so without asking. */
export const isSessionId = (id: string | undefined): id is string => UUID.test(id ?? '');

export const feedbackPath = (tool: PracticeTool, id: string) => `/feedback/${tool}/${id}`;

/** The workspace of one scenario: the tool's screen with ?scenario= so a reload keeps it. */
export const scenarioPath = (tool: PracticeTool, scenarioId: string) =>
  `${PRACTICE_TOOL_INFO[tool].path}?scenario=${encodeURIComponent(scenarioId)}`;
