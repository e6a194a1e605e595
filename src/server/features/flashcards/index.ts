// Flashcards as other features see them: the service, and for the study feature, which schedules the same
// rows, the card's schedule as it leaves the server and the row type the scheduler reads.

export { presentSchedule, stateName } from './presenter';
export type { CardRow } from './repo';
// Starter decks write cards the way the flashcards feature does, inside their own transaction.
export { deleteCardsByOrd, findFlashcard, insertCards, updateFlashcard } from './repo';
export * from './service';
