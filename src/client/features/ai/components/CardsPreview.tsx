import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CardToSave } from '../api';

export type DraftCard = CardToSave & { keep: boolean };

const KINDS = { basic: 'Basic', reverse: 'Basic and reversed', cloze: 'Cloze' } as const;

/** A card can be saved: its front (and, unless cloze, its back) has text; a cloze front has a {{c1::gap}}. */
export function cardProblem(card: CardToSave): string | null {
  if (!card.front.trim()) return 'The front cannot be empty.';
  if (card.kind === 'cloze' && !/\{\{c\d+::[\s\S]+?\}\}/.test(card.front))
    return 'A cloze card needs {{c1::answer}}.';
  if (card.kind !== 'cloze' && !card.back.trim()) return 'The back cannot be empty.';
  return null;
}

type Props = { cards: DraftCard[]; onChange: (cards: DraftCard[]) => void };

/** Every generated card: keep it or not, and edit its kind, front and back. */
export function CardsPreview({ cards, onChange }: Props) {
  const kept = cards.filter((c) => c.keep).length;
  const update = (i: number, patch: Partial<DraftCard>) =>
    onChange(cards.map((c, j) => (j === i ? { ...c, ...patch } : c)));
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography sx={{ mr: 1 }}>
          {kept} of {cards.length} selected
        </Typography>
        <Button size="small" onClick={() => onChange(cards.map((c) => ({ ...c, keep: true })))}>
          Select all
        </Button>
        <Button size="small" onClick={() => onChange(cards.map((c) => ({ ...c, keep: false })))}>
          Select none
        </Button>
      </Stack>
      {cards.map((card, i) => {
        const problem = card.keep ? cardProblem(card) : null;
        return (
          <Card
            // biome-ignore lint/suspicious/noArrayIndexKey: generated cards have no ids and are never reordered
            key={i}
            variant="outlined"
            component="article"
            aria-label={`Card ${i + 1}`}
            sx={{ p: { xs: 1.5, sm: 2 }, opacity: card.keep ? 1 : 0.6 }}
          >
            <Stack spacing={1.5}>
              <Stack
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center', justifyContent: 'space-between' }}
              >
                <FormControlLabel
                  control={
                    <Checkbox checked={card.keep} onChange={(e) => update(i, { keep: e.target.checked })} />
                  }
                  label={`Keep card ${i + 1}`}
                />
                <TextField
                  select
                  size="small"
                  label="Kind"
                  value={card.kind}
                  onChange={(e) => update(i, { kind: e.target.value as DraftCard['kind'] })}
                  sx={{ width: { xs: 150, sm: 200 }, flexShrink: 0 }}
                >
                  {Object.entries(KINDS).map(([kind, label]) => (
                    <MenuItem key={kind} value={kind}>
                      {label}
                    </MenuItem>
                  ))}
                </TextField>
              </Stack>
              <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
                <TextField
                  label={card.kind === 'cloze' ? 'Text with {{c1::gap}}' : 'Front'}
                  value={card.front}
                  onChange={(e) => update(i, { front: e.target.value })}
                  multiline
                  minRows={2}
                  fullWidth
                  error={Boolean(problem && !problem.includes('back'))}
                />
                <TextField
                  label={card.kind === 'cloze' ? 'Extra (optional)' : 'Back'}
                  value={card.back}
                  onChange={(e) => update(i, { back: e.target.value })}
                  multiline
                  minRows={2}
                  fullWidth
                  error={Boolean(problem?.includes('back'))}
                />
              </Box>
              {problem ? (
                <Typography color="error" variant="body2">
                  {problem}
                </Typography>
              ) : null}
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
