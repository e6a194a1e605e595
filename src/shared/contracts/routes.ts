import type { contactEndpoints, dashboardEndpoints, gdprEndpoints, systemEndpoints } from './account';
import type { adminEndpoints } from './admin';
import type { aiEndpoints, aiGeneratorEndpoints } from './ai';
import type { aiGenerationEndpoints } from './ai-generations';
import type { adminAnalyticsEndpoints, analyticsEndpoints } from './analytics';
import type { authEndpoints, credentialEndpoints } from './auth';
import type { billingEndpoints, billingWebhookEndpoints } from './billing';
import type { blogEndpoints } from './blog';
import type { chatEndpoints } from './chat';
import type { deckEndpoints } from './decks';
import type { CallInput, CallOutput, RouteKey } from './endpoint';
import type { examEndpoints } from './exams';
import type { flashcardEndpoints } from './flashcards';
import type { imageEndpoints } from './images';
import type { importEndpoints } from './imports';
import type { libraryEndpoints } from './library';
import type { mindMapEndpoints } from './mindmaps';
import type { noteEndpoints } from './notes';
import type { notificationEndpoints } from './notifications';
import type { demoEndpoints, practiceEndpoints } from './practice';
import type { sbaqEndpoints } from './sbaq';
import type { sqeEndpoints } from './sqe';
import type { studyEndpoints } from './study';
import type { subjectEndpoints, topicEndpoints } from './subjects';

// Every endpoint of the API by its key, for the client's typed `call`. Types only: importing this file
// brings no schema into the browser. A new group of endpoints is added here and served by the server.
type Groups =
  | typeof subjectEndpoints
  | typeof topicEndpoints
  | typeof authEndpoints
  | typeof credentialEndpoints
  | typeof dashboardEndpoints
  | typeof gdprEndpoints
  | typeof contactEndpoints
  | typeof systemEndpoints
  | typeof notificationEndpoints
  | typeof imageEndpoints
  | typeof importEndpoints
  | typeof examEndpoints
  | typeof deckEndpoints
  | typeof flashcardEndpoints
  | typeof studyEndpoints
  | typeof sqeEndpoints
  | typeof noteEndpoints
  | typeof mindMapEndpoints
  | typeof chatEndpoints
  | typeof sbaqEndpoints
  | typeof practiceEndpoints
  | typeof demoEndpoints
  | typeof libraryEndpoints
  | typeof adminEndpoints
  | typeof aiEndpoints
  | typeof aiGeneratorEndpoints
  | typeof aiGenerationEndpoints
  | typeof analyticsEndpoints
  | typeof adminAnalyticsEndpoints
  | typeof billingEndpoints
  | typeof billingWebhookEndpoints
  | typeof blogEndpoints;

type Merged<U> = (U extends { routes: infer R } ? (r: R) => void : never) extends (r: infer All) => void
  ? All
  : never;

export type Routes = Merged<Groups>;
export type Route = keyof Routes & RouteKey;
export type Input<R extends Route> = CallInput<Routes[R]>;
export type Output<R extends Route> = CallOutput<Routes[R]>;
