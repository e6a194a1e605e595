import { describe, expect, it } from 'vitest';
import { CONTRACT_PASSAGE, THEFT_PASSAGE } from '../../../../../tests/fixtures/ai/passages';
import { flashcardBody } from '../../../../shared/contracts/flashcards';
import type { Passage } from '../../engine';
import { flashcardsOutput, mindMapOutput, noteOutput } from '../../schemas';
import { createLocalEngine } from './engine';

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
      front: 'Which case is authority for this? Goods displayed in a shop window are an invitation to treat.',
      back: 'Fisher v Bell [1961] 1 QB 394',
    });
    expect(cards).toContainEqual({
      kind: 'basic',
      front: 'What was held in Re McArdle [1951] Ch 669?',
      back: 'Past consideration is no consideration.',
    });
    expect(
      cards.some((c) => c.front.startsWith('What does Misrepresentation Act 1967, s 2(1) provide?')),
    ).toBe(true);
    const clozes = cards.filter((c) => c.kind === 'cloze').map((c) => c.front);
    expect(clozes).toContain(
      'Acceptance must be {{c1::communicated to the offeror::rule}} unless the offeror waives communication.',
    );
    // One card per fact: Carlill's holding is not also a cloze of the same sentence.
    expect(cards.filter((c) => c.front.includes('Carlill'))).toHaveLength(1);
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
      'In {{c1::R v Barton and Booth::case}}, the Court of Appeal held that the Ivey test applies in criminal proceedings.',
    );
    const again = await engine.generateFlashcards(
      source(THEFT_PASSAGE),
      { count: 40, kinds: ['cloze'] },
      call(),
    );
    expect(again).toEqual(cloze);
  });

  it('give a holding only to the case that made it, resolve or skip pronouns, and hide the rule, not a number', async () => {
    const text = `Remoteness and duty

Re Polemis was overruled by The Wagon Mound (No 1) [1961] AC 388, where the Privy Council held that only foreseeable damage is recoverable. The modern approach to duty of care derives from Caparo Industries plc v Dickman [1990] 2 AC 605. Caparo held that a duty arises only where harm is foreseeable, the parties are proximate and a duty is fair, just and reasonable. A claimant in negligence must prove four things: duty, breach, causation and remoteness.

Offer

An offer is a definite promise to be bound. It must be distinguished from an invitation to treat. Such a term is rare. Unlike Fisher v Bell [1961] 1 QB 394, Adams v Lindsell (1818) 1 B & Ald 681 concerned acceptance by post: it established the postal rule, under which a posted acceptance takes effect on posting.

Public law

R (Miller) v Prime Minister [2019] UKSC 41, unlike R v Secretary of State for the Home Department, ex p Fire Brigades Union [1995] 2 AC 513, concerned a prorogation; the Supreme Court held that the prorogation was unlawful and of no effect. Denton v TH White Ltd [2014] EWCA Civ 906 explained, and did not overrule, Mitchell v News Group Newspapers Ltd [2013] EWCA Civ 1537.`;
    const { cards } = await engine.generateFlashcards(
      source(text),
      { count: 40, kinds: ['basic', 'cloze'] },
      call(),
    );
    const all = cards.map((c) => `${c.front} => ${c.back}`);
    // Re Polemis was overruled: it is asked about only as the case overruled.
    expect(all.filter((c) => c.includes('Re Polemis'))).toEqual([
      'In which case was Re Polemis overruled? => The Wagon Mound (No 1) [1961] AC 388',
    ]);
    expect(cards).toContainEqual({
      kind: 'basic',
      front: 'What did the Privy Council hold in The Wagon Mound (No 1) [1961] AC 388?',
      back: 'Only foreseeable damage is recoverable.',
    });
    expect(all.some((c) => c.includes('Caparo Industries plc v Dickman [1990] 2 AC 605'))).toBe(true);
    expect(all).toContain(
      'What did Adams v Lindsell (1818) 1 B & Ald 681 establish? => The postal rule, under which a posted acceptance takes effect on posting.',
    );
    expect(all.filter((c) => c.includes('Fisher v Bell'))).toEqual([]);
    // Two cases in one sentence: the holding is Miller's, not the case it is contrasted with.
    expect(
      all.some((c) => c.startsWith('What did the Supreme Court hold in R (Miller) v Prime Minister')),
    ).toBe(true);
    expect(all.some((c) => /Fire Brigades.*=>.*prorogation/.test(c))).toBe(false);
    expect(
      all.some((c) => /overrul.*Mitchell|Mitchell.*overrul/.test(c) && !c.includes('did not overrule')),
    ).toBe(false);
    expect(cards.map((c) => c.front)).toContain(
      'An offer must be {{c1::distinguished from an invitation to treat::rule}}.',
    );
    expect(cards.map((c) => c.front)).toContain(
      'A claimant in negligence must prove four things: {{c1::duty, breach, causation and remoteness::list}}.',
    );
    for (const c of cards) expect(c.front).not.toMatch(/^(?:It|This|Such|They)\b/);
    expect(all.filter((c) => c.includes('invitation to treat'))).toHaveLength(1);
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
    ).rejects.toMatchObject({ name: 'AbortError' });
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
      '### Rule',
      '## Dishonesty',
      '### Rule',
      '### Authority',
      '## Property',
      '### Rule',
      '## Cases mentioned',
      '## Statutory provisions mentioned',
    ]);
    // Note form: the holding as a rule with its case, citations in the authority and the index.
    expect(note.body).toContain('- Ivey test applies in criminal proceedings (*R v Barton and Booth*)');
    expect(note.body).toContain('- *R v Barton and Booth* (Court of Appeal) [2020] EWCA Crim 575');
    expect(note.body).toContain('- *Ivey v Genting Casinos (UK) Ltd* [2017] UKSC 67');
    expect(note.body).toContain('- Theft Act 1968, s 3(1)');
    expect(note.body).toContain('- **Property**: Money & all other property');
    expect(note.body).not.toContain('The test for dishonesty is now that set out in');
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
    expect(consideration.note).toBe('Something of value given in return for a promise');
    // topic -> rule -> authority
    const past = consideration.children.find((c) => c.label === 'Past consideration is no consideration')!;
    expect(past.children.map((c) => c.label)).toEqual(['Re McArdle [1951] Ch 669']);
    const misrep = map.root.children[2]!;
    expect(misrep.children.flatMap((c) => c.children.map((a) => a.label))).toEqual(
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
    expect(negligence.children[0]!.children[0]!.children[0]!.label).toBe(
      'Donoghue v Stevenson [1932] AC 562',
    );
    // A one-section text under its own name: the section's rules hang from the root, not an echo of it.
    const single = await engine.generateMindMap(
      source(
        'Remoteness\n\nDamage must be of a reasonably foreseeable kind (The Wagon Mound (No 1) [1961] AC 388). The thin skull rule applies: the defendant must take the victim as he finds him (Smith v Leech Brain & Co Ltd [1962] 2 QB 405). The defendant must take the victim as he finds him (Smith v Leech Brain & Co Ltd [1962] 2 QB 405).',
      ),
      call(),
    );
    const labels = single.root.children.map((c) => c.label);
    expect(labels).not.toContain('Remoteness');
    expect(new Set(labels.map((l) => l.toLowerCase())).size).toBe(labels.length);
    expect(single.root.children[0]!.children[0]!.label).toBe('The Wagon Mound (No 1) [1961] AC 388');
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
