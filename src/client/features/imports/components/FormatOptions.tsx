import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  type DelimiterChoice,
  FORMAT_LABELS,
  FORMATS,
  type HeaderChoice,
  type ImportOptions,
  type SeparatorChoice,
} from '../model';

type Props = { options: ImportOptions; onChange: (options: ImportOptions) => void };

const DELIMITERS: [DelimiterChoice, string][] = [
  ['auto', 'Detect automatically'],
  [',', 'Comma'],
  [';', 'Semicolon'],
  ['\t', 'Tab'],
  ['|', 'Vertical bar'],
];

function SeparatorField({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: SeparatorChoice;
  choices: [SeparatorChoice['kind'], string][];
  onChange: (value: SeparatorChoice) => void;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <TextField
        select
        size="small"
        label={label}
        value={value.kind}
        onChange={(e) => onChange({ ...value, kind: e.target.value as SeparatorChoice['kind'] })}
      >
        {choices.map(([kind, text]) => (
          <MenuItem key={kind} value={kind}>
            {text}
          </MenuItem>
        ))}
      </TextField>
      {value.kind === 'custom' ? (
        <TextField
          size="small"
          label={`${label}: custom text`}
          value={value.custom}
          onChange={(e) => onChange({ ...value, custom: e.target.value })}
          slotProps={{ htmlInput: { maxLength: 10 } }}
        />
      ) : null}
    </Box>
  );
}

/** The format (detected from the file name, changeable) and the choices that format needs. */
export function FormatOptions({ options, onChange }: Props) {
  const set = (patch: Partial<ImportOptions>) => onChange({ ...options, ...patch });
  const delimited = options.format === 'csv' || options.format === 'tsv';
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}
    >
      <TextField
        select
        size="small"
        label="Format"
        value={options.format}
        onChange={(e) => set({ format: e.target.value as ImportOptions['format'] })}
      >
        {FORMATS.map((format) => (
          <MenuItem key={format} value={format}>
            {FORMAT_LABELS[format]}
          </MenuItem>
        ))}
      </TextField>
      {delimited ? (
        <>
          <TextField
            select
            size="small"
            label="Separator"
            value={options.delimiter}
            onChange={(e) => set({ delimiter: e.target.value as DelimiterChoice })}
          >
            {DELIMITERS.map(([value, text]) => (
              <MenuItem key={text} value={value}>
                {text}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label="First row"
            value={options.header}
            onChange={(e) => set({ header: e.target.value as HeaderChoice })}
          >
            <MenuItem value="auto">Detect automatically</MenuItem>
            <MenuItem value="yes">Is a header (column names)</MenuItem>
            <MenuItem value="no">Is a card</MenuItem>
          </TextField>
        </>
      ) : null}
      {options.format === 'quizlet' ? (
        <>
          <SeparatorField
            label="Between term and definition"
            value={options.termSeparator}
            choices={[
              ['tab', 'Tab'],
              ['comma', 'Comma'],
              ['custom', 'Custom'],
            ]}
            onChange={(termSeparator) => set({ termSeparator })}
          />
          <SeparatorField
            label="Between cards"
            value={options.cardSeparator}
            choices={[
              ['newline', 'New line'],
              ['semicolon', 'Semicolon'],
              ['custom', 'Custom'],
            ]}
            onChange={(cardSeparator) => set({ cardSeparator })}
          />
        </>
      ) : null}
    </Box>
  );
}
