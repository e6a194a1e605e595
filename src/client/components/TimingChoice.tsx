import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

type Props = {
  /** The group's name for screen readers, unless `labelledBy` names a heading that says it. */
  label?: string;
  labelledBy?: string;
  timed: boolean;
  onChange: (timed: boolean) => void;
  /** "Timed at SQE pace: …", with the time it allows. */
  timedLabel: string;
};

/** Untimed or timed, chosen before a timed attempt starts. */
export function TimingChoice({ label, labelledBy, timed, onChange, timedLabel }: Props) {
  return (
    <RadioGroup
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      value={timed ? 'timed' : 'untimed'}
      onChange={(e) => onChange(e.target.value === 'timed')}
    >
      <FormControlLabel value="untimed" control={<Radio />} label="Untimed: take as long as you like" />
      <FormControlLabel value="timed" control={<Radio />} label={timedLabel} />
    </RadioGroup>
  );
}
