import { notify } from '@client/components/feedback/notify';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { serverFieldErrors } from '@client/components/forms/form-errors';
import { RouterLink } from '@client/components/RouterLink';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { type Flashcard, type FlashcardBody, flashcardBody } from '@shared/contracts/flashcards';
import {
  type ClipboardEvent,
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  useRef,
  useState,
} from 'react';
import { useSaveFlashcard } from '../api';
import { fieldMessages } from '../model';
import { AddImageButton, insertPicture, pastedPicture, useUploadPicture } from './AddImageButton';
import { CardPreview } from './CardPreview';
import { FrontField } from './FrontField';
import { KindSelector } from './KindSelector';
import { TagsInput } from './TagsInput';

type Props = {
  topicId: string;
  card?: Flashcard;
  backTo: string;
  onSaved: (card: Flashcard) => void;
  /** Edit mode only: the delete button lives with the page, which owns the confirmation. */
  extraActions?: ReactNode;
};

export function CardEditor({ topicId, card, backTo, onSaved, extraActions }: Props) {
  const save = useSaveFlashcard(topicId, card?.id);
  const [kind, setKind] = useState<FlashcardBody['kind']>(card?.kind ?? 'basic');
  const [front, setFront] = useState(card?.front ?? '');
  const [back, setBack] = useState(card?.back ?? '');
  const [tags, setTags] = useState<string[]>(card?.tags ?? []);
  const [suspended, setSuspended] = useState(card?.suspended ?? false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const frontRef = useRef<HTMLTextAreaElement | null>(null);
  const backRef = useRef<HTMLTextAreaElement | null>(null);
  const another = useRef(false);
  const upload = useUploadPicture();
  // Where "Add image" puts the picture: the side last written in.
  const lastSide = useRef<'front' | 'back'>('front');

  /** Uploads the picture and writes its Markdown at the cursor of that side (wherever it is by then). */
  function addPicture(file: File, side: 'front' | 'back' = lastSide.current) {
    upload.mutate(file, {
      onSuccess: (markdown) => {
        const area = (side === 'front' ? frontRef : backRef).current;
        const set = side === 'front' ? setFront : setBack;
        set((text) => {
          const start = area?.selectionStart ?? text.length;
          const end = area?.selectionEnd ?? text.length;
          return insertPicture(text, start, end, markdown);
        });
      },
    });
  }

  const onFocus = (event: FocusEvent<HTMLFormElement>) => {
    const name = (event.target as unknown as HTMLTextAreaElement).name;
    if (name === 'front' || name === 'back') lastSide.current = name;
  };

  const onPaste = (event: ClipboardEvent<HTMLFormElement>) => {
    const name = (event.target as unknown as HTMLTextAreaElement).name;
    const file = name === 'front' || name === 'back' ? pastedPicture(event.clipboardData) : null;
    if (!file) return;
    event.preventDefault();
    addPicture(file, name as 'front' | 'back');
  };

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const checked = flashcardBody.safeParse({ kind, front, back, tags });
    if (!checked.success) {
      setErrors(fieldMessages(checked.error.issues));
      return;
    }
    setErrors({});
    const addAnother = another.current;
    another.current = false;
    save.mutate(card ? { ...checked.data, suspended } : checked.data, {
      onSuccess: (saved) => {
        if (addAnother) {
          // Anki's habit: the kind and tags stay for the next card, the text is cleared.
          notify('Card added.', 'success');
          setFront('');
          setBack('');
          frontRef.current?.focus();
          return;
        }
        notify(card ? 'Card saved.' : 'Card added.', 'success');
        onSaved(saved);
      },
      onError: (err) => setErrors(serverFieldErrors(err)),
    });
  }

  // Ctrl+Enter saves from any field, as in Anki's editor.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
        alignItems: 'start',
      }}
    >
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack
            component="form"
            spacing={3}
            noValidate
            onSubmit={submit}
            onKeyDown={onKeyDown}
            onFocus={onFocus}
            onPaste={onPaste}
            aria-label="Card"
          >
            <FormErrorAlert title="The card was not saved." error={save.error} />
            <KindSelector value={kind} onChange={setKind} />
            <FrontField
              cloze={kind === 'cloze'}
              value={front}
              onChange={setFront}
              error={errors.front}
              inputRef={frontRef}
            />
            <TextField
              label={kind === 'cloze' ? 'Extra (optional)' : 'Back'}
              name="back"
              value={back}
              onChange={(e) => setBack(e.target.value)}
              error={Boolean(errors.back)}
              helperText={
                errors.back ??
                (kind === 'cloze'
                  ? 'Shown under the answer: the authority, a section number, a note.'
                  : 'The answer. Markdown works.')
              }
              multiline
              minRows={3}
              required={kind !== 'cloze'}
              inputRef={backRef}
            />
            <AddImageButton onPick={(file) => addPicture(file)} pending={upload.isPending} />
            <TagsInput label="Tags" value={tags} onChange={setTags} error={errors.tags} />
            {card ? (
              <FormControlLabel
                control={<Switch checked={suspended} onChange={(e) => setSuspended(e.target.checked)} />}
                label="Suspended (left out of study sessions)"
              />
            ) : null}
            <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Button type="submit" variant="contained" disabled={save.isPending}>
                {save.isPending ? 'Saving…' : card ? 'Save changes' : 'Save'}
              </Button>
              {card ? null : (
                <Button
                  type="submit"
                  variant="outlined"
                  disabled={save.isPending}
                  onClick={() => {
                    another.current = true;
                  }}
                >
                  Save and add another
                </Button>
              )}
              <RouterLink to={backTo}>Cancel</RouterLink>
              <Box sx={{ flex: 1 }} />
              {extraActions}
            </Stack>
          </Stack>
        </CardContent>
      </Card>
      <Card sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <CardPreview kind={kind} front={front} back={back} />
        </CardContent>
      </Card>
    </Box>
  );
}
