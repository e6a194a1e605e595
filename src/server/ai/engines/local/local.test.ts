import { describe, expect, it } from 'vitest';
import { flashcardBody } from '../../../../shared/contracts/flashcards';
import type { Passage } from '../../engine';
import { flashcardsOutput, mindMapOutput, noteOutput } from '../../schemas';
import { createLocalEngine } from './engine';
import { CONTRACT_PASSAGE, THEFT_PASSAGE } from './fixtures';

// The offline engine on real study material: what it finds must be what a student would want to learn.

const engine = createLocalEngine();
const call = () => ({ signal: new AbortController().signal, tier: 'standard' as const });
const source = (text: string, title: string | null = null) => ({ text, title });

describe('local flashcards', () => {
  it('make cards of the holdings, definitions and sections in a passage, each savable as a flashcard', async () => {
    const { cards } = await engine.generateFlashcards(
      source(CONTRACT_PASSAGE),
      { count: 20, kinds: ['basic', 'cloze'] },
      call(),
    );
    expect(flashcardsOutput.safeParse({ cards }).success).toBe(true);
    for (const card of cards) expect(flashcardBody.safeParse(card).success).toBe(true);
    const carlill = cards.find(
      (c) => c.kind === 'basic' && c.front.includes('Carlill v Carbolic Smoke Ball Co'),
    );
    expect(carlill).toEqual({
      kind: 'basic',
      front: 'What did the Court of Appeal hold in Carlill v Carbolic Smoke Ball Co [1893] 1 QB 256?',
      back: 'An advertisement could amount to a unilateral offer to the whole world.',
    });
    expect(cards).toContainEqual({
      kind: 'basic',
      front: 'What is meant by "Consideration"?',
      back: 'Something of value given in return for a promise.',
    });
    expect(cards).toContainEqual({
      kind: 'basic',
      front:
        'Which case is authority for this? An invitation to treat is not an offer: goods displayed in a shop window are an invitation to treat.',
      back: 'Fisher v Bell [1961] 1 QB 394',
    });
    expect(
      cards.some((c) => c.front.startsWith('What does Misrepresentation Act 1967, s 2(1) provide?')),
    ).toBe(true);
    const clozes = cards.filter((c) => c.kind === 'cloze').map((c) => c.front);
    expect(clozes).toContain(
      'It was held in {{c1::Re McArdle::case}} [1951] Ch 669 that past consideration is no consideration.',
    );
    expect(clozes).toContain(
      'Acceptance must be {{c1::communicated to the offeror::rule}} unless the offeror waives communication.',
    );
    // A term is hidden only as a whole word: "offer" is not hidden inside "offeror".
    expect(clozes.join(' ')).not.toMatch(/\{\{c1::offer::term\}\}or/);
  });

  it('keep to the kinds and the number asked for, and give the same cards for the same text', async () => {
    const reverse = await engine.generateFlashcards(
      source(CONTRACT_PASSAGE),
      { count: 3, kinds: ['reverse'] },
      call(),
    );
    expect(reverse.cards).toHaveLength(3);
    expect(reverse.cards.every((c) => c.kind === 'reverse')).toBe(true);
    expect(reverse.cards).toContainEqual({
      kind: 'reverse',
      front: 'Carlill v Carbolic Smoke Ball Co [1893] 1 QB 256',
      back: 'An advertisement could amount to a unilateral offer to the whole world.',
    });
    const cloze = await engine.generateFlashcards(
      source(THEFT_PASSAGE),
      { count: 40, kinds: ['cloze'] },
      call(),
    );
    expect(cloze.cards.every((c) => c.kind === 'cloze' && /\{\{c1::.+?::\w+\}\}/.test(c.front))).toBe(true);
    expect(cloze.cards.map((c) => c.front)).toContain(
      "The test for dishonesty is now that set out in {{c1::Ivey v Genting Casinos (UK) Ltd::case}} [2017] UKSC 67: the tribunal of fact must first ascertain the defendant's actual state of knowledge or belief as to the facts, and then decide whether his conduct was dishonest by the standards of ordinary decent people.",
    );
    const again = await engine.generateFlashcards(
      source(THEFT_PASSAGE),
      { count: 40, kinds: ['cloze'] },
      call(),
    );
    expect(again).toEqual(cloze);
  });

  it('refuse text with nothing to learn, with a message saying so', async () => {
    await expect(
      engine.generateFlashcards(
        source('Hello there. Nice weather today.'),
        { count: 10, kinds: ['basic'] },
        call(),
      ),
    ).rejects.toMatchObject({ code: 'invalid_input', message: expect.stringContaining('No flashcards') });
  });

  it('stop before working when the call is already cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      engine.generateNote(source(CONTRACT_PASSAGE), { signal: controller.signal, tier: 'standard' }),
    ).rejects.toBeDefined();
  });
});

describe('local notes', () => {
  it('summarise under the text’s own headings and list the cases and provisions it mentions', async () => {
    const note = await engine.generateNote(source(THEFT_PASSAGE), call());
    expect(noteOutput.safeParse(note).success).toBe(true);
    expect(note.title).toBe('Theft');
    const headings = note.body.split('\n').filter((l) => l.startsWith('#'));
    expect(headings).toEqual([
      '## The offence',
      '## Dishonesty',
      '## Property',
      '## Key definitions',
      '## Cases mentioned',
      '## Statutory provisions mentioned',
    ]);
    expect(note.body).toContain('- *Ivey v Genting Casinos (UK) Ltd* [2017] UKSC 67:');
    expect(note.body).toContain(
      '- *R v Barton and Booth* [2020] EWCA Crim 575: The Ivey test applies in criminal proceedings.',
    );
    expect(note.body).toContain('- **Theft Act 1968, s 1(1)**:');
    expect(note.body).toContain('- **Theft Act 1968, s 3(1)**:');
    expect(note.body).toContain('- **Property**: Money and all other property');
  });

  it('find topics in text without headings, and take a title it is given', async () => {
    const text = CONTRACT_PASSAGE.replace(
      /^(Formation of a contract|Consideration|Misrepresentation)$/gm,
      '',
    );
    const note = await engine.generateNote(source(text, 'Contract law revision'), call());
    expect(note.title).toBe('Contract law revision');
    const headings = note.body.split('\n').filter((l) => l.startsWith('## '));
    expect(headings.slice(0, 3)).toEqual(['## Offer', '## Consideration', '## Misrepresentation']);
  });
});

describe('local mind maps', () => {
  it('branch from the sections to the terms, cases and sections under each', async () => {
    const map = await engine.generateMindMap(source(CONTRACT_PASSAGE), call());
    expect(mindMapOutput.safeParse(map).success).toBe(true);
    expect(map.root.children.map((c) => c.label)).toEqual([
      'Formation of a contract',
      'Consideration',
      'Misrepresentation',
    ]);
    const consideration = map.root.children[1]!;
    expect(consideration.note).toBe('Something of value given in return for a promise.');
    expect(consideration.children.map((c) => c.label)).toContain('Re McArdle [1951] Ch 669');
    const re = consideration.children.find((c) => c.label.startsWith('Re McArdle'))!;
    expect(re.note).toBe('Past consideration is no consideration.');
    const misrep = map.root.children[2]!;
    expect(misrep.children.map((c) => c.label)).toEqual(
      expect.arrayContaining(['Misrepresentation Act 1967, s 2(1)', 'Misrepresentation Act 1967, s 2(2)']),
    );
  });

  it('nest deeper headings under shallower ones', async () => {
    const map = await engine.generateMindMap(
      source(
        '# Tort\n\n## Negligence\n\n### Duty\n\nA duty of care is owed to one’s neighbour (Donoghue v Stevenson [1932] AC 562).\n\n### Breach\n\nThe standard is that of the reasonable man.',
      ),
      call(),
    );
    expect(map.title).toBe('Tort');
    const negligence = map.root.children[0]!;
    expect(negligence.label).toBe('Negligence');
    expect(negligence.children.map((c) => c.label)).toEqual(['Duty', 'Breach']);
    expect(negligence.children[0]!.children[0]!.label).toBe('Donoghue v Stevenson [1932] AC 562');
  });
});

describe('local chat answers', () => {
  const passages: Passage[] = [
    {
      id: 'case-carlill',
      kind: 'case',
      title: 'Carlill v Carbolic Smoke Ball Co',
      citation: '[1893] 1 QB 256',
      text: 'The advertisement was a unilateral offer to anyone who performed its conditions. Performing the conditions was acceptance, so notice of acceptance was not needed.',
    },
    {
      id: 'prov-theft-1',
      kind: 'provision',
      title: 'Theft Act 1968, s 1',
      citation: null,
      text: 'A person is guilty of theft if he dishonestly appropriates property belonging to another with the intention of permanently depriving the other of it.',
    },
  ];
  const collect = async (
    question: string,
    history = [] as { role: 'user' | 'assistant'; content: string }[],
  ) => {
    let text = '';
    const events = [];
    for await (const event of engine.answer(question, passages, history, new AbortController().signal)) {
      events.push(event);
      if (event.type === 'text') text += event.text;
    }
    return { text, events };
  };

  it('answer from the best-matching passage, citing it and only it, citations last', async () => {
    const { text, events } = await collect('Does acceptance of a unilateral offer need notice?');
    expect(text).toContain('**Carlill v Carbolic Smoke Ball Co [1893] 1 QB 256**');
    expect(text).toContain('notice of acceptance was not needed');
    expect(text).toContain('[1]');
    expect(text).not.toContain('[2]');
    expect(events.at(-1)).toEqual({
      type: 'citations',
      citations: [
        {
          marker: 1,
          id: 'case-carlill',
          kind: 'case',
          title: 'Carlill v Carbolic Smoke Ball Co',
          citation: '[1893] 1 QB 256',
        },
      ],
    });
    expect(events.filter((e) => e.type === 'text').length).toBeGreaterThan(1);
  });

  it('say when nothing matches, and cite nothing', async () => {
    const { text, events } = await collect('What is the limitation period for defamation?');
    expect(text).toMatch(/could not find anything in the library/);
    expect(events.at(-1)).toEqual({ type: 'citations', citations: [] });
  });

  it('read a short follow-up in the light of the previous question', async () => {
    const { text } = await collect('And the intention?', [
      { role: 'user', content: 'When is a person guilty of theft?' },
    ]);
    expect(text).toContain('[2]');
  });
});
