import Check from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { SUBJECT_COLOURS } from '../model';

type Props = { value: string; onChange: (hex: string) => void; error?: string };

/** A palette of named swatches (a radio group, so arrow keys work) plus a hex field for any other colour. */
export function ColourPicker({ value, onChange, error }: Props) {
  const id = useId();
  const current = value.toLowerCase();
  return (
    <Stack spacing={1.5}>
      <Typography id={`${id}-label`} component="div" sx={{ fontWeight: 600 }}>
        Colour
      </Typography>
      <Box
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {SUBJECT_COLOURS.map((colour) => {
          const checked = colour.hex === current;
          return (
            <Box
              key={colour.hex}
              component="label"
              title={colour.name}
              sx={{
                width: 40,
                height: 40,
                borderRadius: '50%',
                bgcolor: colour.hex,
                display: 'grid',
                placeItems: 'center',
                position: 'relative',
                cursor: 'pointer',
                color: '#fff',
                outline: checked ? '3px solid' : 'none',
                outlineColor: 'text.primary',
                outlineOffset: 2,
                '&:has(input:focus-visible)': { outline: '3px solid', outlineColor: 'secondary.main' },
              }}
            >
              <Box
                component="input"
                type="radio"
                name={`${id}-colour`}
                value={colour.hex}
                checked={checked}
                onChange={() => onChange(colour.hex)}
                aria-label={colour.name}
                // The real radio covers the swatch, invisible: a click anywhere on the colour chooses it.
                sx={{
                  position: 'absolute',
                  inset: 0,
                  opacity: 0,
                  width: '100%',
                  height: '100%',
                  m: 0,
                  cursor: 'pointer',
                }}
              />
              {checked ? <Check fontSize="small" aria-hidden="true" /> : null}
            </Box>
          );
        })}
      </Box>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Box
          aria-hidden="true"
          sx={{
            width: 40,
            height: 40,
            flexShrink: 0,
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            bgcolor: /^#[0-9a-f]{6}$/i.test(value) ? value : 'transparent',
            mt: 0.5,
          }}
        />
        <TextField
          label="Hex colour"
          name="color"
          value={value}
          onChange={(e) => onChange(e.target.value.trim())}
          error={Boolean(error)}
          helperText={error ?? 'Any colour as #rrggbb. Darker colours keep text on them readable.'}
          slotProps={{ htmlInput: { maxLength: 7, spellCheck: false, autoCapitalize: 'off' } }}
          sx={{ maxWidth: 280 }}
        />
      </Stack>
    </Stack>
  );
}
