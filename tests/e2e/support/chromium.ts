import { type Browser, chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const options = {
  executablePath: CHROMIUM,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
};

/**
 * Debian's Chromium as the journeys and the browser benchmarks drive it: headless, and with nothing that would
 * reach for the network this machine does not have.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(options);
}

/** The same Chromium, started once for a whole run of journeys and reached over its WebSocket (browser-setup.ts). */
export function launchChromiumServer() {
  return chromium.launchServer(options);
}
