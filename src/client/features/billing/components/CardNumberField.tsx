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
      fullWidth
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 23 } }}
    />
  );
}
