import type { adminEndpoints } from './admin';
import type { aiEndpoints, aiGeneratorEndpoints } from './ai';
import type { aiGenerationEndpoints } from './ai-generations';
import type { adminAnalyticsEndpoints, analyticsEndpoints } from './analytics';
import type { billingEndpoints, billingWebhookEndpoints } from './billing';
import type { blogEndpoints } from './blog';
import type { CallInput, CallOutput, RouteKey } from './endpoint';
import type { subjectEndpoints, topicEndpoints } from './subjects';

// Every endpoint of the API by its key, for the client's typed `call`. Types only: importing this file
// brings no schema into the browser. A new group of endpoints is added here and served by the server.
type Groups =
  | typeof subjectEndpoints
  | typeof topicEndpoints
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
