// The error catalogue: every message a user can meet, in one place.
// The server answers { error: { code, message, details? } }; the client shows `message`.
// The codes, their statuses and the client's own messages live in ./client-messages, which this catalogue
// takes in whole: the client's first bundle imports that small part alone (docs/decisions/0080).

import { CLIENT_MESSAGES, type ErrorCode } from './client-messages';

export { ERROR_CODES, type ErrorCode, STATUS_OF } from './client-messages';

export const MESSAGES = {
  // server-side reasons
  invalidInput: 'Some of the information you entered is not valid.',
  unauthenticated: 'You need to log in to do that.',
  forbidden: 'You do not have permission to do that.',
  forbiddenOrigin: 'This request did not come from Ratio and was refused.',
  notFound: 'Not found.',
  routeNotFound: 'There is no API route at this address.',
  tooLarge: 'The request is too large.',
  unsupportedType: 'This type of content is not supported.',
  malformedJson: 'The request body is not valid JSON.',
  unknownField: (key: string) => `Unknown field "${key}": this request does not take it.`,
  rateLimited: 'Too many attempts. Please wait a few minutes and try again.',
  internal: 'Something went wrong on our side. Please try again.',
  unavailable: 'API temporarily unavailable',
  invalidCredentials: 'Invalid credentials',
  usernameTaken: 'That username is already taken.',
  emailTaken: 'An account with that email already exists.',
  wrongPassword: 'Your current password is not correct.',
  commonPassword: 'This password is too common. Please choose another.',
  limitReached:
    "You have used this week's allowance for this tool. It resets on Monday, or upgrade for more.",
  aiInvalidAnswer: 'The AI gave an answer we could not use, twice. Nothing was charged; please try again.',
  aiUnavailable: 'The AI service could not be reached. Nothing was charged; please try again shortly.',
  aiTimedOut: 'The AI took too long to answer. Nothing was charged; please try again.',
  aiCutOff: 'The AI stopped before finishing its answer. Nothing was charged; please try again.',
  aiUnverified:
    'Everything the AI wrote relied on cases that are neither in your material nor in Ratio’s library, so none of it is shown. Nothing was charged; please try again.',
  aiCancelled: 'The generation was cancelled. Nothing was charged.',
  aiNoCards:
    'No flashcards could be made from this text: it has no definitions, rules, cases or sections that Ratio recognises. Try a longer passage.',
  aiOneSource:
    'Give exactly one source: pasted text (sourceText), one of your notes (noteId) or a library case (caseId).',
  aiEmptySource: 'This source has no text to work from.',
  aiSourceTooLong: (max: number) =>
    `The text can be at most ${max.toLocaleString('en-GB')} characters. Cut it down or split it.`,
  aiSourceBinary:
    'This does not look like readable text: it is full of control characters or characters that could not be decoded. Copy the text itself, or upload the document as PDF, Word or UTF-8 text.',
  aiSourceNotEnglish:
    'This text does not look like English. The generators work on English legal material only; use an English source.',
  aiGenerationNotFound: 'Generation not found.',
  aiGenerationAlreadySaved: 'This generation has been saved, so it can no longer be discarded.',
  aiFileType: 'Upload a PDF, a Word document (.docx), or a text or Markdown file (.txt, .md).',
  aiFileOldWord: 'Old Word documents (.doc) cannot be read. Save it as .docx or PDF and upload that.',
  aiFileTooLarge: (mb: number) => `The file is larger than ${mb} MB.`,
  aiFileUnreadable: (kind: string) =>
    `The ${kind} could not be read. It may be damaged or password-protected.`,
  aiFileNoText:
    'No text was found in the file. A scanned document holds only pictures of text; copy the text in instead.',
  aiFileNotText: 'The file is not text: it should be UTF-8 plain text or Markdown.',
  aiFileUnpackedTooLarge:
    'The Word document unpacks to more than 32 MB of text and layout, too much to read. Save it as PDF, or split it.',
  fileTookTooLong: (seconds: number) =>
    `The file took more than ${seconds} seconds to read, so it was not read. Split it into smaller files.`,
  fileNeedsTooMuchMemory:
    'The file needs more memory to read than Ratio allows for one file, so it was not read. Split it into smaller files.',
  readingBusy: 'Ratio is reading many files right now. Please try again in a minute.',
  importRunning: 'One of your imports is still running. Wait for it to finish, then import the next file.',
  extractRunning: 'Ratio is still reading your last file. Wait for it to finish, then upload the next one.',
  uploadsRateLimited: 'You have sent many files in a short time. Please wait a while, then try again.',
  failedToTrackUsage: 'Failed to track tool usage',
  failedToGetUsage: 'Failed to get usage data',
  // client-side messages (kept apart so the first page load does not carry the whole catalogue)
  ...CLIENT_MESSAGES,
  // chats
  chatAssistantPlan:
    'The AI assistant is part of the Premium, Unlimited and Ultra plans. Upgrade to ask it about your notes and the library.',
  chatConversationNotFound: 'Conversation not found.',
  // legal library
  libraryCaseNotFound: 'Case not found.',
  libraryActNotFound: 'Act not found.',
  libraryProvisionNotFound: 'Section not found.',
  libraryImportBody:
    'Send one XML file: as the request body with Content-Type application/xml, or as multipart/form-data with a "file" field.',
  libraryFileTooLarge: (mb: number) => `The file is larger than ${mb} MB, the limit for one import.`,
  libraryXmlDoctype:
    'The file declares a DOCTYPE. Ratio refuses DOCTYPEs in imported XML (they can hide external or expanding entities); nothing was imported.',
  libraryXmlTooDeep: (depth: number) =>
    `The XML nests elements more than ${depth} levels deep, beyond any real judgment or act; nothing was imported.`,
  libraryXmlMalformed: (detail: string) =>
    `The file is not well-formed XML (${detail}); nothing was imported.`,
  libraryXmlNotUtf8: 'The file is not UTF-8 text; nothing was imported.',
  libraryXmlUnknown:
    'The file is neither a Find Case Law judgment (Akoma Ntoso) nor a legislation.gov.uk act (CLML); nothing was imported.',
  libraryXmlMissing: (what: string) => `The file has no ${what}; nothing was imported.`,
  libraryXmlTooMany: (what: string, max: number) =>
    `The file has more than ${max.toLocaleString('en-GB')} ${what}; nothing was imported.`,
  libraryDataInvalid: 'The library data is not valid; nothing was loaded.',
  // mind maps
  mindMapNotFound: 'Mind map not found.',
  mindMapConflict: 'This mind map was changed elsewhere since you opened it.',
  mindMapEmptyLabel: 'Every node needs a label.',
  mindMapDuplicateId: (id: string) => `Node ids must be unique within a mind map; "${id}" appears twice.`,
  mindMapTooManyNodes: 'A mind map can hold at most 2,000 nodes.',
  mindMapTooDeep: 'A mind map can be at most 30 levels deep.',
  mindMapTopicMismatch: 'The topic must belong to the chosen subject.',
  // SBAQ quizzes
  sbaqQuizNotFound: 'Quiz not found.',
  sbaqQuizSubmitted: 'This quiz has been submitted, so its answers can no longer change.',
  sbaqTimeUp: 'Time is up for this quiz, so its answers can no longer change.',
  sbaqQuestionNotInQuiz: 'That question is not part of this quiz.',
  sbaqNoQuestions: 'The question bank has no questions for the subjects and topics chosen yet.',
  sbaqTooFewQuestions: (n: number) =>
    `Only ${n} questions match the subjects and topics chosen: ask for ${n} or fewer, or choose more.`,
  sbaqMockNotFound: 'Mock paper not found.',
  sbaqMockTooFew: (paper: string, n: number) =>
    `The question bank holds ${n} ${paper} questions, and a mock paper needs 180.`,
  sbaqMockSessionOrder: 'Submit session 1 before starting session 2, as in the exam.',
  // SQE2 practice tools
  practiceScenarioNotFound: 'That scenario does not exist for this tool.',
  practiceSessionNotFound: 'Practice attempt not found.',
  practiceAnswerNeeded: 'Write your answer before submitting.',
  practiceNoteNeeded: 'Write your attendance note before submitting.',
  practiceNotEnglish:
    'SQE2 is answered in English, and this does not read as English. Write your answer in English and send it again.',
  practiceNoAnswerYet: 'An interview or a hearing starts without an answer: you write it at the end.',
  practiceNotConversation: 'Only interviews and hearings take turns; submit a written answer instead.',
  practiceSubmitted: 'This attempt has been submitted, so it can no longer change.',
  practiceTimeUp: 'Time is up for this attempt: finish it now to get your feedback.',
  practiceTooManyTurns: (n: number) => `This attempt has reached its limit of ${n} turns: finish it now.`,
  practiceTurnRace:
    'Another tab added to this conversation at the same moment. Reload to see it, then carry on.',
  practiceNothingSaid: 'Make your submissions before finishing.',
  demoRateLimited:
    'You have tried the demo several times this hour. Sign up for free to keep practising, or try again later.',
  // blog
  blogPostNotFound: 'Post not found.',
  blogSlugTaken: 'Another post already uses this slug. Choose a different one.',
} as const;

export type ApiErrorDetail = { path: string; message: string };
export type ApiErrorBody = {
  error: { code: ErrorCode; message: string; details?: unknown; resetsAt?: string };
};
