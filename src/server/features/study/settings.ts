import { DEFAULT_SRS_SETTINGS, type SrsSettings, srsSettings } from '../../../shared/contracts/study';

/**
 * A user's spaced-repetition settings as stored, made safe to schedule with: what does not validate gives
 * way to the defaults. The study queue and every answer need them, read as JSON text in the same statement as
 * the cards, so the parsed settings are kept by their text: users share a handful of settings and change them
 * rarely, and each text is validated once.
 */

export function parseSettings(stored: unknown): SrsSettings {
  const parsed = srsSettings.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_SRS_SETTINGS;
}

// The same object comes back each time, so the scheduler built for it is found without re-keying
// (scheduler.ts).
const parsedTexts = new Map<string, SrsSettings>();

/** `parseSettings` for settings read as JSON text (null: the user has none and the defaults apply). */
export function settingsFromText(text: string | null): SrsSettings {
  if (text === null) return DEFAULT_SRS_SETTINGS;
  let settings = parsedTexts.get(text);
  if (!settings) {
    let stored: unknown;
    try {
      stored = JSON.parse(text);
    } catch {
      stored = undefined;
    }
    settings = parseSettings(stored);
    if (parsedTexts.size >= 1000) parsedTexts.clear();
    parsedTexts.set(text, settings);
  }
  return settings;
}
