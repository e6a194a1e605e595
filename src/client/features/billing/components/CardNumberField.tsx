import TextField from '@mui/material/TextField';
import { sandboxCardBody } from '@shared/contracts/billing';

/** The first problem with a card number ('' when it can be sent), by the rule the server applies. */
export function cardNumberProblem(value: string): string {
  const parsed = sandboxCardBody.safeParse({ cardNumber: value });
  return parsed.success ? '' : (parsed.error.issues[0]?.message ?? 'Enter a card number.');
}

export function CardNumberField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string;
}) {
  return (
    <TextField
      label="Card number"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error !== ''}
      helperText={error || ' '}
      autoComplete="cc-number"
      placeholder="1234 5678 9012 3456"
      fullWidth
      // Above the field like Expiry and CVC beside it, and clear of a value the browser autofills.
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric', maxLength: 23 } }}
    />
  );
}
