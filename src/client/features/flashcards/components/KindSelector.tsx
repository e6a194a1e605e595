import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { FlashcardBody } from '@shared/contracts/flashcards';
import { KIND_LABELS } from '../model';

const HINTS: Record<FlashcardBody['kind'], string> = {
  basic: 'One card: you see the front and recall the back.',
  reverse: 'Two cards: front to back, and back to front. Good for terms and definitions.',
  cloze: 'Hide parts of a sentence; each cloze number becomes its own card. Good for statutes and tests.',
};

export function KindSelector({
  value,
  onChange,
}: {
  value: FlashcardBody['kind'];
  onChange: (kind: FlashcardBody['kind']) => void;
}) {
  return (
    <div>
      <ToggleButtonGroup
        exclusive
        color="primary"
        value={value}
        onChange={(_e, kind: FlashcardBody['kind'] | null) => kind && onChange(kind)}
        aria-label="Card kind"
        fullWidth
        sx={{ maxWidth: 480 }}
      >
        {(Object.keys(KIND_LABELS) as FlashcardBody['kind'][]).map((kind) => (
          <ToggleButton key={kind} value={kind} sx={{ px: { xs: 1, sm: 2 }, lineHeight: 1.25 }}>
            {KIND_LABELS[kind]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {HINTS[value]}
      </Typography>
    </div>
  );
}
