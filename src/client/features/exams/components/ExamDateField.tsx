import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/en-gb';
import { type KeyboardEvent, useRef } from 'react';

export const EXAM_DATE_FORMAT = 'DD/MM/YYYY';
const ISO_DATE = /^\s*(\d{4})-(\d{1,2})-(\d{1,2})\s*$/;

/**
 * Day.js for the pickers, reading a pasted or typed-in-one-go ISO date (2027-01-19) as well as the UK form
 * the field shows (19/01/2027): people copy dates from confirmations and calendars in either.
 */
class UkOrIsoAdapter extends AdapterDayjs {
  constructor(options: ConstructorParameters<typeof AdapterDayjs>[0]) {
    super(options);
    const parseShown = this.parse;
    this.parse = (value: string, format: string) => {
      const [, year, month, day] = ISO_DATE.exec(value) ?? [];
      if (!year || !month || !day || format !== EXAM_DATE_FORMAT) return parseShown(value, format);
      return parseShown(`${day.padStart(2, '0')}/${month.padStart(2, '0')}/${year}`, format);
    };
  }
}

type Props = {
  value: Dayjs | null;
  onChange: (value: Dayjs | null) => void;
  error?: string;
};

/** The exam's day: typed (DD/MM/YYYY, or an ISO date pasted whole) or picked from a calendar that starts on Monday. */
export function ExamDateField({ value, onChange, error }: Props) {
  // The keys typed since the field was entered. The field fills DD, MM and YYYY in turn, so an ISO date typed
  // key by key would land in the wrong sections; once the keys make a whole ISO date, that date is taken
  // instead, and the last key is kept from the sections.
  const typed = useRef('');
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (!/^[\d-]$/.test(event.key)) {
      typed.current = '';
      return;
    }
    typed.current = (typed.current + event.key).slice(-10);
    const iso = ISO_DATE.exec(typed.current);
    if (!iso || typed.current.length < 10) return;
    const date = dayjs(`${iso[1]}-${iso[2]}-${iso[3]}`, 'YYYY-MM-DD', true);
    if (!date.isValid()) return;
    event.preventDefault();
    typed.current = '';
    onChange(date);
  };
  return (
    <LocalizationProvider dateAdapter={UkOrIsoAdapter} adapterLocale="en-gb">
      <DatePicker
        label="Date"
        value={value}
        onChange={(next) => onChange(next)}
        format={EXAM_DATE_FORMAT}
        // A plain input: what is typed or pasted is read as a whole, and assistive tools see one field.
        enableAccessibleFieldDOMStructure={false}
        slotProps={{
          textField: {
            required: true,
            fullWidth: true,
            error: Boolean(error),
            helperText: error ?? 'DD/MM/YYYY, or pick a day',
            onKeyDown,
            onFocus: () => {
              typed.current = '';
            },
          },
          openPickerButton: { 'aria-label': 'Open the calendar' },
        }}
      />
    </LocalizationProvider>
  );
}
