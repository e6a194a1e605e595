// The embedded database's thread starts here (docs/decisions/0032): plain JavaScript that teaches this
// thread TypeScript, because a worker thread does not inherit the loader of the thread that made it.
import { register } from 'tsx/esm/api';

register();
await import('./thread-worker.ts');
