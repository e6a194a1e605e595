import type { Db } from '../db/connect';
import { addFlashcards, type NewFlashcard } from '../features/flashcards/service';
import { createNote } from '../features/notes/service';
import { createSubject } from '../features/subjects/service';
import { createTopic } from '../features/topics/service';

// A little real material, written by the team, so the demo account shows every study screen at work.
const FORMATION: NewFlashcard[] = [
  {
    kind: 'basic',
    front: 'What makes a statement an **offer** rather than an invitation to treat?',
    back: 'A definite promise to be bound on specific terms as soon as it is accepted, made with the intention to be bound.',
    tags: ['formation'],
    cards: [{ ord: 0 }],
  },
  {
    kind: 'reverse',
    front: 'Carlill v Carbolic Smoke Ball Co [1893] 1 QB 256',
    back: 'An advertisement can be a unilateral offer to the world, accepted by performing its conditions.',
    tags: ['formation', 'case'],
    cards: [{ ord: 0 }, { ord: 1 }],
  },
  {
    kind: 'reverse',
    front: 'Pharmaceutical Society of GB v Boots Cash Chemists [1953] 1 QB 401',
    back: 'Goods displayed on shelves are an invitation to treat; the customer offers at the till.',
    tags: ['formation', 'case'],
    cards: [{ ord: 0 }, { ord: 1 }],
  },
  {
    kind: 'cloze',
    front:
      'Under the {{c1::postal rule}} (Adams v Lindsell (1818)), acceptance takes effect when the letter is {{c2::posted::sent or received?}}.',
    back: '',
    tags: ['formation'],
    cards: [{ ord: 1 }, { ord: 2 }],
  },
  {
    kind: 'basic',
    front: 'What is the mirror image rule?',
    back: 'Acceptance must match the offer exactly; a response that changes the terms is a counter-offer, which rejects the original offer (Hyde v Wrench (1840)).',
    tags: ['formation'],
    cards: [{ ord: 0 }],
  },
  {
    kind: 'cloze',
    front:
      'Consideration must be {{c1::sufficient}} but need not be {{c2::adequate}} (Chappell & Co v Nestlé [1960] AC 87).',
    back: '',
    tags: ['consideration'],
    cards: [{ ord: 1 }, { ord: 2 }],
  },
];

const NEGLIGENCE: NewFlashcard[] = [
  {
    kind: 'basic',
    front: 'What are the three stages of the Caparo test for a duty of care?',
    back: 'Foreseeability of damage, proximity between the parties, and whether it is fair, just and reasonable to impose a duty (Caparo Industries plc v Dickman [1990] 2 AC 605).',
    tags: ['duty'],
    cards: [{ ord: 0 }],
  },
  {
    kind: 'reverse',
    front: 'Donoghue v Stevenson [1932] AC 562',
    back: 'The neighbour principle: take reasonable care to avoid acts or omissions you can reasonably foresee would injure your neighbour.',
    tags: ['duty', 'case'],
    cards: [{ ord: 0 }, { ord: 1 }],
  },
  {
    kind: 'cloze',
    front:
      'Breach is judged against the standard of the {{c1::reasonable person}}; a professional is judged by a {{c2::responsible body of professional opinion}} (Bolam).',
    back: '',
    tags: ['breach'],
    cards: [{ ord: 1 }, { ord: 2 }],
  },
];

export async function seedDemoContent(db: Db, userId: string) {
  const contract = await createSubject(db, userId, {
    name: 'Contract law',
    description: 'FLK1: formation, terms, vitiating factors and remedies.',
    color: '#1e3a5f',
  });
  const formation = await createTopic(db, userId, contract.id, {
    name: 'Formation',
    description: 'Offer, acceptance, consideration and intention.',
  });
  const tort = await createSubject(db, userId, {
    name: 'Tort',
    description: 'FLK1: negligence, occupiers’ liability, nuisance and defamation.',
    color: '#7a2e2e',
  });
  const negligence = await createTopic(db, userId, tort.id, {
    name: 'Negligence',
    description: 'Duty, breach, causation and remoteness.',
  });
  await db.transaction(async (tx) => {
    await addFlashcards(tx, userId, formation.id, FORMATION, 'import');
    await addFlashcards(tx, userId, negligence.id, NEGLIGENCE, 'import');
  });
  await createNote(db, userId, {
    title: 'Formation of a contract',
    body: '## Agreement\n\nAn **offer** is a definite promise to be bound; an *invitation to treat* invites offers (*Boots* [1953]).\n\n## Acceptance\n\n- must mirror the offer (*Hyde v Wrench* (1840))\n- must be communicated, except under the postal rule (*Adams v Lindsell* (1818))\n\n## Consideration\n\nSufficient but need not be adequate (*Chappell v Nestlé* [1960]).',
    subjectId: contract.id,
    topicId: formation.id,
  });
}
