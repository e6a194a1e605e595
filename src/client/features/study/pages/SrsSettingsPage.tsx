import { DelayedLoading } from '@client/components/feedback/DelayedLoading';
import { notify } from '@client/components/feedback/notify';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { serverFieldErrors } from '@client/components/forms/form-errors';
import { PageContainer } from '@client/components/PageContainer';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DEFAULT_SRS_SETTINGS, type SrsSettings } from '@shared/contracts/study';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useSaveSrsSettings, useSrsSettings } from '../api';
import { formFromSettings, type SettingsForm, settingsFromForm } from '../settings-form';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h2" sx={{ fontSize: '1.2rem', mb: 1, p: 0 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

function SettingsEditor({ initial }: { initial: SrsSettings }) {
  const save = useSaveSrsSettings();
  const [form, setForm] = useState<SettingsForm>(() => formFromSettings(initial));
  const [weights, setWeights] = useState(initial.weights);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof SettingsForm>(name: K, value: SettingsForm[K]) =>
    setForm((f) => ({ ...f, [name]: value }));
  const text = (
    name: 'maximumInterval' | 'newPerDay' | 'reviewsPerDay' | 'learningSteps' | 'relearningSteps',
  ) => ({
    name,
    value: form[name],
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
    error: Boolean(errors[name]),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = settingsFromForm(form, weights);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    save.mutate(result.settings, {
      onSuccess: () => notify('Settings saved. They apply from each card’s next review.', 'success'),
      onError: (err) => setErrors(serverFieldErrors(err)),
    });
  }

  const resetToDefaults = () => {
    setForm(formFromSettings(DEFAULT_SRS_SETTINGS));
    setWeights(DEFAULT_SRS_SETTINGS.weights);
    setErrors({});
    notify('Defaults restored in the form. Save to keep them.', 'info');
  };
  const percent = Math.round(form.desiredRetention * 100);

  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack component="form" spacing={4} noValidate onSubmit={submit}>
          <FormErrorAlert title="The settings were not saved." error={save.error} />
          <Section title="Desired retention">
            <Typography color="text.secondary">
              How likely you want to be to remember a card when it comes back. Higher means more reviews: 90%
              is a good balance; 95% roughly doubles the work for a small gain. Changing it reschedules
              nothing already scheduled: it applies from each card’s next review.
            </Typography>
            <Box sx={{ px: 1 }}>
              <Slider
                value={form.desiredRetention}
                min={0.7}
                max={0.99}
                step={0.01}
                onChange={(_e, value) => set('desiredRetention', value as number)}
                valueLabelDisplay="auto"
                valueLabelFormat={(v) => `${Math.round(v * 100)}%`}
                getAriaValueText={(v) => `${Math.round(v * 100)} percent`}
                marks={[
                  { value: 0.7, label: '70%' },
                  { value: 0.9, label: '90%' },
                  { value: 0.99, label: '99%' },
                ]}
                slotProps={{ input: { 'aria-label': 'Desired retention' } }}
              />
            </Box>
            <Typography sx={{ fontWeight: 600 }}>{percent}% of cards remembered at review time</Typography>
            {errors.desiredRetention ? (
              <FormHelperText error>{errors.desiredRetention}</FormHelperText>
            ) : null}
          </Section>

          <Section title="Daily limits">
            <Typography color="text.secondary">
              New cards per day sets how fast new material arrives: each new card brings about ten reviews
              over the next month. Reviews per day is a safety cap for days after a break.
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <TextField
                label="New cards per day"
                inputMode="numeric"
                {...text('newPerDay')}
                helperText={errors.newPerDay ?? 'Default 20.'}
              />
              <TextField
                label="Reviews per day"
                inputMode="numeric"
                {...text('reviewsPerDay')}
                helperText={errors.reviewsPerDay ?? 'Default 200.'}
              />
            </Box>
          </Section>

          <Section title="Learning steps">
            <Typography color="text.secondary">
              The short waits before a new card (or a forgotten one) graduates, for example “1m 10m”: one
              minute, then ten. Use m for minutes, h for hours, d for days.
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <TextField
                label="Learning steps"
                {...text('learningSteps')}
                helperText={errors.learningSteps ?? 'For new cards. Default 1m 10m.'}
              />
              <TextField
                label="Relearning steps"
                {...text('relearningSteps')}
                helperText={errors.relearningSteps ?? 'After you press Again on a review. Default 10m.'}
              />
            </Box>
          </Section>

          <Section title="Intervals">
            <TextField
              label="Maximum interval (days)"
              inputMode="numeric"
              {...text('maximumInterval')}
              helperText={
                errors.maximumInterval ??
                'The longest a card can wait. Default 36,500 days (100 years): in practice no cap.'
              }
              sx={{ maxWidth: { sm: 'calc(50% - 8px)' } }}
            />
            <FormControlLabel
              control={
                <Switch checked={form.enableFuzz} onChange={(e) => set('enableFuzz', e.target.checked)} />
              }
              label="Spread reviews out (fuzz)"
            />
            <Typography variant="body2" color="text.secondary" sx={{ mt: '0 !important' }}>
              Adds a little randomness to longer intervals so cards learned together do not all fall due on
              the same day.
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Scheduling parameters (FSRS):{' '}
              {weights ? 'your own, optimised from your reviews' : 'the defaults'}.
            </Typography>
          </Section>

          <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save'}
            </Button>
            <Button variant="outlined" onClick={resetToDefaults} disabled={save.isPending}>
              Reset to defaults
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

export default function SrsSettingsPage() {
  const settings = useSrsSettings();
  return (
    <PageContainer
      title="Spaced repetition settings"
      intro="Ratio schedules reviews with FSRS, the algorithm Anki uses: each card comes back just before you would forget it."
    >
      {settings.isPending ? <DelayedLoading variant="inline" /> : null}
      {settings.isError ? (
        <FormErrorAlert title="Your settings could not be loaded." error={settings.error} />
      ) : null}
      {settings.data ? <SettingsEditor initial={settings.data} /> : null}
    </PageContainer>
  );
}
