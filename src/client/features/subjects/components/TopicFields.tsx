import type { FieldErrors } from '@client/components/forms/form-errors';
import TextField from '@mui/material/TextField';

export type TopicValues = { name: string; description: string };

/** The name and description of a topic, shared by the add page and the edit dialog. */
export function TopicFields({
  values,
  errors,
  onChange,
  autoFocus,
}: {
  values: TopicValues;
  errors: FieldErrors;
  onChange: (values: TopicValues) => void;
  autoFocus?: boolean;
}) {
  return (
    <>
      <TextField
        label="Name"
        name="name"
        value={values.name}
        onChange={(e) => onChange({ ...values, name: e.target.value })}
        error={Boolean(errors.name)}
        helperText={errors.name ?? 'For example: Offer and Acceptance.'}
        required
        autoFocus={autoFocus}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <TextField
        label="Description (optional)"
        name="description"
        value={values.description}
        onChange={(e) => onChange({ ...values, description: e.target.value })}
        error={Boolean(errors.description)}
        helperText={errors.description}
        multiline
        minRows={2}
      />
    </>
  );
}
