import { type SrsSettings, srsSettings } from '@shared/contracts/study';

// The settings form holds text as typed; these turn it into settings (checked by the server's own schema,
// so the messages match) and back.

export type SettingsForm = {
  desiredRetention: number;
  maximumInterval: string;
  newPerDay: string;
  reviewsPerDay: string;
  learningSteps: string;
  relearningSteps: string;
  enableFuzz: boolean;
};

export function formFromSettings(settings: SrsSettings): SettingsForm {
  return {
    desiredRetention: settings.desiredRetention,
    maximumInterval: String(settings.maximumInterval),
    newPerDay: String(settings.newPerDay),
    reviewsPerDay: String(settings.reviewsPerDay),
    learningSteps: settings.learningSteps.join(' '),
    relearningSteps: settings.relearningSteps.join(' '),
    enableFuzz: settings.enableFuzz,
  };
}

const steps = (text: string) => text.split(/[\s,]+/).filter(Boolean);
const WHOLE = /^\s*\d+\s*$/;

export function settingsFromForm(
  form: SettingsForm,
  weights: SrsSettings['weights'],
): { ok: true; settings: SrsSettings } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  for (const name of ['maximumInterval', 'newPerDay', 'reviewsPerDay'] as const) {
    if (!WHOLE.test(form[name])) errors[name] = 'Enter a whole number.';
  }
  const candidate = {
    desiredRetention: Math.round(form.desiredRetention * 100) / 100,
    maximumInterval: Number(form.maximumInterval),
    newPerDay: Number(form.newPerDay),
    reviewsPerDay: Number(form.reviewsPerDay),
    learningSteps: steps(form.learningSteps),
    relearningSteps: steps(form.relearningSteps),
    enableFuzz: form.enableFuzz,
    weights,
  };
  const parsed = srsSettings.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? '');
      if (name && !errors[name]) errors[name] = issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, settings: parsed.data };
}
