// The library as other features see it: its service, the citation parsing that chats and generators use to
// check an authority against the library, the search cache a chat is handed, and the data loader tests use
// to fill a database with the starter library.

export { LibraryCache } from './cache';
export { ACT_WORD_SOURCE, citationKey, matchesAct, parseProvisionRef, SECTION_SOURCE } from './citations';
export { loadLibraryData } from './loader';
export * from './service';
