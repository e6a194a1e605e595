import type { TestProject } from 'vitest/node';
import { launchChromiumServer } from './support/chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The WebSocket of the Chromium every journey file of the run connects to; empty when there is none. */
    chromiumEndpoint: string;
  }
}

// One Chromium for the whole run rather than one per journey file (docs/decisions/0083): each file
// connects, opens its own contexts, and disconnects, which closes them.
export default async function setup(project: TestProject) {
  const server = await launchChromiumServer();
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return () => server.close();
}
