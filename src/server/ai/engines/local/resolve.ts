import type { ProvisionRef } from './legal';

// A sentence that opens with "It", "They" or "This rule" means nothing on a card of its own. It is given
// its referent from the sentence before (its subject, or the one provision it names) when that is clear,
// and is marked dependent otherwise, so no card, note line or map label is made from it.

export type Reading =
  | { kind: 'plain' | 'resolved'; text: string }
  /** "It is settled that ...", "It does not matter that ...": no referent needed, but not a card's opening. */
  | { kind: 'expletive'; text: string }
  | { kind: 'dependent'; text: string };

export type Previous = { text: string; provisions: ProvisionRef[] };

const VERB =
  /\s(?:is|are|was|were|must|may|might|can|cannot|could|will|would|shall|should|has|have|had|does|do|did|need|means|requires?|provides?|applies|apply|arises?|occurs?|lists?|sets? out|gives?|takes?|continues?|derives?)\b/;
const NOT_SUBJECT =
  /^(?:it|this|that|they|these|those|such|he|she|there|here|its|their|his|her|which|who|in|on|at|for|under|by|with|if|when|where|although|unless|because|as|after|before|so|but|and|or)\b/i;

/** The subject of a sentence: the words before its first verb, after any opening phrase ended by a comma. */
export function subjectOf(sentence: string): string | null {
  const m = VERB.exec(sentence);
  if (!m) return null;
  let subject = sentence.slice(0, m.index);
  const comma = subject.lastIndexOf(', ');
  if (comma >= 0) subject = subject.slice(comma + 2);
  subject = subject.trim();
  if (!subject || subject.split(' ').length > 8 || NOT_SUBJECT.test(subject)) return null;
  return subject;
}

const capitalisedWord = (word: string) => word[0]!.toUpperCase() + word.slice(1);

const plural = (noun: string) => {
  const head = noun.split(/\s+(?:of|for|in|to|under|with)\s+/)[0]!.trim();
  return /\band\b/.test(head) || (/s$/.test(head) && !/(?:ss|us|is)$/.test(head));
};

/** "Wills Act 1837, s 9" as a sentence's subject: "Section 9 of the Wills Act 1837". */
function provisionSubject(p: ProvisionRef): string {
  const m = /^(.+), s (.+)$/.exec(p.label);
  return m ? `Section ${m[2]} of the ${m[1]}` : p.label;
}

const EXPLETIVE =
  /^It\s+(?:(?:is|was|has been|will be|would be|may be|can be|remains)\s+(?:[\w-]+\s+){0,3}(?:that|to|whether|for|if)\b|(?:does|did)\s+not\s+matter\b)/;
const PROVISION_VERB =
  /^(?:requires?|provides?|states?|sets? out|lists?|applies|defines?|gives?|allows?|permits?|makes?)\b/;
const DEMONSTRATIVE_NOUN =
  /^(?:This|That|The same|Such a)\s+(rule|provision|section|test|principle|doctrine|duty|requirement|presumption)\b/;
const DEPENDENT =
  /^(?:it|they|this|that|these|those|such|he|she|its|their|his|her|here|there again|in doing so|in such (?:a )?cases?|in that case|in this case|in those circumstances|in either case|both|neither|the latter|the former)\b/i;

export function resolve(sentence: string, previous: Previous | null): Reading {
  if (EXPLETIVE.test(sentence)) return { kind: 'expletive', text: sentence };
  const lead = /^(?:In doing so,?\s+)?(It|They|He|She|it|they|he|she)\s+(?=[a-z])/.exec(sentence);
  if (lead && previous) {
    const rest = sentence.slice(lead[0].length);
    const pronoun = capitalisedWord(lead[1]!);
    const provisions = previous.provisions;
    let referent: string | null = null;
    if (pronoun === 'It' && provisions.length === 1 && PROVISION_VERB.test(rest))
      referent = provisionSubject(provisions[0]!);
    else {
      const subject = subjectOf(previous.text);
      if (subject && (pronoun === 'They' ? plural(subject) : !plural(subject))) referent = subject;
    }
    if (referent)
      return { kind: 'resolved', text: `${referent[0]!.toUpperCase()}${referent.slice(1)} ${rest}` };
    return { kind: 'dependent', text: sentence };
  }
  const demonstrative = DEMONSTRATIVE_NOUN.exec(sentence);
  if (demonstrative && previous?.provisions.length === 1) {
    const text = `The ${demonstrative[1]} in ${previous.provisions[0]!.text}${sentence.slice(demonstrative[0].length)}`;
    return { kind: 'resolved', text };
  }
  // "Under that test, ..." after a sentence naming "the Ivey test": "Under the Ivey test, ...".
  const pointer =
    /^((?:Under|In|By|On|For|Applying)\s+)(?:that|this|the same)\s+(test|rule|approach|principle|doctrine)\b/.exec(
      sentence,
    );
  const named =
    pointer && previous
      ? new RegExp(String.raw`\b((?:[A-Z][\w'’-]+|[\w]+-stage)\s+${pointer[2]})\b`).exec(previous.text)
      : null;
  if (pointer && named)
    return { kind: 'resolved', text: `${pointer[1]}the ${named[1]}${sentence.slice(pointer[0].length)}` };
  if (pointer) return { kind: 'dependent', text: sentence };
  if (DEPENDENT.test(sentence)) return { kind: 'dependent', text: sentence };
  return { kind: 'plain', text: sentence };
}
