import { notify } from '@client/components/feedback/notify';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AI_CARD_COUNT, type FlashcardsResult } from '@shared/contracts/ai';
import { useState } from 'react';
import { type CardToSave, useSaveCards } from '../api';
import { CardsPreview, cardProblem, type DraftCard } from '../components/CardsPreview';
import { GeneratorScreen } from '../components/GeneratorScreen';
import { type Saved, SaveStep } from '../components/SaveStep';
import { useKeptGeneration } from '../generations';

const KIND_CHOICES: Array<[CardToSave['kind'], string]> = [
  ['basic', 'Question and answer'],
  ['cloze', 'Cloze (fill the gap)'],
  ['reverse', 'Both ways (term and meaning)'],
];
const COUNTS = [5, 10, 15, 20, 30, 40].filter((n) => n <= AI_CARD_COUNT.max);

export default function FlashcardsGeneratorPage() {
  const [count, setCount] = useState<number>(AI_CARD_COUNT.default);
  const [kinds, setKinds] = useState<CardToSave['kind'][]>(['basic', 'cloze']);
  const [cards, setCards] = useState<DraftCard[] | null>(null);
  const [saved, setSaved] = useState<Saved | null>(null);
  const save = useSaveCards();
  const show = (items: FlashcardsResult['items']) => {
    setSaved(null);
    save.reset();
    setCards(items.map((item) => ({ ...item, keep: true })));
  };
  const generation = useKeptGeneration('flashcards', {
    show: (g) => g.tool === 'flashcards' && show(g.result.items),
    clear: () => setCards(null),
  });
  const kept = (cards ?? []).filter((c) => c.keep);
  const problem = !kept.length
    ? 'Select at least one card to save.'
    : kept.some((c) => cardProblem(c))
      ? 'Fix the cards marked in red, or leave them out.'
      : null;

  const options = (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
      <TextField
        select
        size="small"
        label="At most"
        value={count}
        onChange={(e) => setCount(Number(e.target.value))}
        sx={{ width: { xs: '100%', sm: 160 }, flexShrink: 0 }}
      >
        {COUNTS.map((n) => (
          <MenuItem key={n} value={n}>
            {n} cards
          </MenuItem>
        ))}
      </TextField>
      <FormGroup>
        <FormLabel component="legend" sx={{ fontSize: '0.9rem' }}>
          Kinds of card
        </FormLabel>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 1 }}>
          {KIND_CHOICES.map(([kind, label]) => (
            <FormControlLabel
              key={kind}
              label={label}
              sx={{ mr: 1, '& .MuiFormControlLabel-label': { whiteSpace: 'nowrap' } }}
              control={
                <Checkbox
                  checked={kinds.includes(kind)}
                  disabled={kinds.length === 1 && kinds.includes(kind)}
                  onChange={(e) =>
                    setKinds(e.target.checked ? [...kinds, kind] : kinds.filter((k) => k !== kind))
                  }
                />
              }
            />
          ))}
        </Stack>
      </FormGroup>
    </Stack>
  );

  return (
    <GeneratorScreen<FlashcardsResult>
      tool="flashcards"
      title="Create Flashcards"
      intro="Turn a passage, a file, one of your notes or a library case into flashcards you check and edit."
      label="Generate flashcards"
      options={options}
      body={(source) => ({ ...source, count, kinds })}
      onResult={(result) => show(result.items)}
      kept={generation}
      preview={cards ? <CardsPreview cards={cards} onChange={setCards} /> : null}
      save={
        cards ? (
          <SaveStep
            label={`Save ${kept.length} ${kept.length === 1 ? 'card' : 'cards'}`}
            problem={problem}
            noSubjectsText="Flashcards are saved into a topic of a subject."
            pending={save.isPending}
            error={save.error}
            saved={saved}
            onSave={({ subjectId, topicId }) =>
              save.mutate(
                { topicId, cards: kept.map(({ kind, front, back }) => ({ kind, front, back })) },
                {
                  onSuccess: (n) => {
                    const message = `${n} ${n === 1 ? 'card was' : 'cards were'} saved.`;
                    notify(message, 'success');
                    generation.markSaved();
                    setSaved({
                      message,
                      link: { to: `/subjects/${subjectId}/topics/${topicId}`, label: 'Open the topic' },
                    });
                  },
                },
              )
            }
          />
        ) : null
      }
    />
  );
}
