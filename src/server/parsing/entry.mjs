// A parsing thread starts here (pool.ts): plain JavaScript that teaches this thread TypeScript, because a
// worker thread does not inherit the loader of the thread that made it, and under Vitest there is none.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
