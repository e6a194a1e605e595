// Checks the starter decks before they ship: every file parses, ids are unique and start with the subject,
// topics are the subject's main topics, no card opens with a pronoun, every card's authority is a case or
// provision the legal library holds (by the same name), and every SQE1 subject has a deck of 40 or more.
// Usage: npx tsx scripts/check-decks.ts [data/decks] [data/library]
import { checkDecks, libraryAuthorities } from '../src/server/features/decks/store';
import { readDataDir } from '../src/server/platform/data-files';
import { FLK_SUBJECTS } from '../src/shared/flk';

const [dir = 'data/decks', libraryDir = 'data/library'] = process.argv.slice(2);
const library = libraryAuthorities(readDataDir(libraryDir));
const { problems, decks } = checkDecks(readDataDir(dir), { library: library.names, complete: true });
problems.unshift(...library.problems);

const total = [...decks.values()].reduce((n, d) => n + d.length, 0);
console.info(`${total} cards in ${decks.size} decks`);
console.info(FLK_SUBJECTS.map((f) => `${f.id}: ${decks.get(f.id)?.length ?? 0}`).join(', '));
if (problems.length) {
  console.info(`${problems.length} problems:`);
  for (const p of problems) console.info(`- ${p}`);
  process.exitCode = 1;
}
