// The SBAQ bank as other features see it: its service, the public demo quiz that the demo pages serve, and
// the bank reader that checks a data folder.

export { demoQuiz, markDemo } from './demo';
export { readBank, readBankDir } from './loader';
export { listMocks } from './mocks';
export * from './service';
