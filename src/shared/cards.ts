// How one flashcard becomes study cards and what each shows. Shared so the editor's preview and the server's
// study queue can never disagree.

const CLOZE = /\{\{c(\d+)::([\s\S]*?)(?:::([\s\S]*?))?\}\}/g;

/** The distinct cloze numbers in a text, ascending: "{{c1::a}} {{c3::b}} {{c1::c}}" -> [1, 3]. */
export function clozeNumbers(text: string): number[] {
  const seen = new Set<number>();
  for (const m of text.matchAll(CLOZE)) seen.add(Number(m[1]));
  return [...seen].filter((n) => n > 0).sort((a, b) => a - b);
}

/** The ords of the study cards a flashcard makes: [0] basic, [0, 1] reverse, the cloze numbers for cloze. */
export function cardOrds(kind: 'basic' | 'reverse' | 'cloze', front: string): number[] {
  if (kind === 'reverse') return [0, 1];
  if (kind === 'cloze') return clozeNumbers(front);
  return [0];
}

/**
 * Anki's cloze rendering: the active deletion is hidden as [...] (or [hint]) on the question and shown
 * in bold on the answer; the other deletions show their text.
 */
export function renderCloze(text: string, ord: number, side: 'question' | 'answer'): string {
  return text.replace(CLOZE, (_all, n: string, answer: string, hint?: string) => {
    if (Number(n) !== ord) return answer;
    if (side === 'answer') return `**${answer}**`;
    return hint ? `[${hint}]` : '[...]';
  });
}

export function studyFaces(kind: 'basic' | 'reverse' | 'cloze', front: string, back: string, ord: number) {
  if (kind === 'cloze') {
    const answer = renderCloze(front, ord, 'answer');
    return { question: renderCloze(front, ord, 'question'), answer: back ? `${answer}\n\n${back}` : answer };
  }
  if (kind === 'reverse' && ord === 1) return { question: back, answer: front };
  return { question: front, answer: back };
}
