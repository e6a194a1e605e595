import { DEFAULT_SRS_SETTINGS } from '@shared/contracts/study';
import { describe, expect, it } from 'vitest';
import { formFromSettings, settingsFromForm } from './settings-form';

const form = formFromSettings(DEFAULT_SRS_SETTINGS);

describe('spaced repetition settings form', () => {
  it('round-trips the defaults', () => {
    expect(form.learningSteps).toBe('1m 10m');
    expect(settingsFromForm(form, null)).toEqual({ ok: true, settings: DEFAULT_SRS_SETTINGS });
  });

  it('reads steps separated by spaces or commas and keeps the weights', () => {
    const result = settingsFromForm(
      { ...form, learningSteps: '1m, 10m,1h', relearningSteps: ' 5m ' },
      [1, 2],
    );
    expect(result.ok).toBe(false); // 2 weights is not a valid FSRS parameter set
    const weights = Array.from({ length: 21 }, (_v, i) => i / 10);
    const good = settingsFromForm({ ...form, learningSteps: '1m, 10m,1h', relearningSteps: ' 5m ' }, weights);
    expect(good.ok && good.settings.learningSteps).toEqual(['1m', '10m', '1h']);
    expect(good.ok && good.settings.relearningSteps).toEqual(['5m']);
    expect(good.ok && good.settings.weights).toEqual(weights);
  });

  it('gives the schema messages per field', () => {
    const result = settingsFromForm(
      { ...form, desiredRetention: 0.5, maximumInterval: '40000', newPerDay: '', learningSteps: '1m ten' },
      null,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        desiredRetention: 'Desired retention must be at least 0.70.',
        maximumInterval: 'The maximum interval is at most 36,500 days.',
        newPerDay: 'Enter a whole number.',
        learningSteps: 'Steps look like 1m, 10m, 1h or 1d.',
      },
    });
  });
});
