import { caseNamesIn } from '../../ai/case-names';

// A model can name a case that does not exist ("In Smith v Imaginary Ltd the court held...") without a
// citation for the citation filter to catch. Each sentence of an answer is held until it ends; a sentence
// naming a case found neither in the passages given nor in the library is left out, and the answer ends by
// saying so: a student should not learn an authority that no one can check (as with generated cards and
// notes, docs/decisions/0046-unverified-authorities.md).

// A full stop after "v", "Co", "No", "s" and the like does not end a sentence.
const END = /(?<!\b(?:v|vs|Co|No|Ltd|St|Mr|Mrs|Ms|Dr|ex|p|art|para|reg|r|s|ss|cf|eg|ie))[.!?](?=\s)|\n/g;

export const leftOutNote = (n: number) =>
  `\n\n(Ratio left out ${n === 1 ? 'a sentence that named a case' : `${n} sentences that named cases`} found neither in the passages above nor in its library, so ${n === 1 ? 'it' : 'they'} could not be checked.)`;

/** `isKnown` answers for a name's short form (`CaseName.core`). */
export function createNameFilter(isKnown: (core: string) => boolean) {
  let pending = '';
  let removed = 0;
  let shown = false;
  const decide = (sentence: string) => {
    if (caseNamesIn(sentence).every((n) => isKnown(n.core))) {
      shown ||= sentence.trim() !== '';
      return sentence;
    }
    removed += 1;
    return '';
  };
  return {
    /** The whole sentences the text so far completes, less any naming an unknown case. */
    push(chunk: string): string {
      pending += chunk;
      let out = '';
      let from = 0;
      END.lastIndex = 0;
      for (let m = END.exec(pending); m; m = END.exec(pending)) {
        const end = m.index + m[0].length;
        out += decide(pending.slice(from, end));
        from = end;
      }
      pending = pending.slice(from);
      return out;
    },
    /** The last sentence, and a note if any sentence was left out. */
    flush(): string {
      const out = decide(pending);
      pending = '';
      if (!removed) return out;
      return shown ? `${out.trimEnd()}${leftOutNote(removed)}` : leftOutNote(removed).trimStart();
    },
  };
}
