// Flashcards as other features see them: the service, and for the study feature, which schedules the same
// rows, the card's schedule as it leaves the server and the row type the scheduler reads.

export { presentSchedule, stateName } from './presenter';
export type { CardRow } from './repo';
export * from './service';
