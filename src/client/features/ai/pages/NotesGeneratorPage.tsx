import { notify } from '@client/components/feedback/notify';
import type { NotesResult } from '@shared/contracts/ai';
import { useState } from 'react';
import { useSaveNote } from '../api';
import { GeneratorScreen } from '../components/GeneratorScreen';
import { type DraftNote, NotePreview } from '../components/NotePreview';
import { type Saved, SaveStep } from '../components/SaveStep';
import { useKeptGeneration } from '../generations';

export default function NotesGeneratorPage() {
  const [note, setNote] = useState<DraftNote | null>(null);
  const [saved, setSaved] = useState<Saved | null>(null);
  const save = useSaveNote();
  const show = (next: NotesResult['note']) => {
    setSaved(null);
    save.reset();
    setNote(next);
  };
  const kept = useKeptGeneration('notes', {
    show: (g) => g.tool === 'notes' && show(g.result.note),
    clear: () => setNote(null),
  });
  return (
    <GeneratorScreen<NotesResult>
      tool="notes"
      title="Create Notes"
      intro="Turn source material into a structured revision note, with the cases and provisions it mentions."
      label="Generate a note"
      body={(source) => source}
      onResult={(result) => show(result.note)}
      kept={kept}
      preview={note ? <NotePreview note={note} onChange={setNote} /> : null}
      save={
        note ? (
          <SaveStep
            label="Save the note"
            problem={note.title.trim() ? null : 'Give the note a title.'}
            noSubjectsText="Notes are saved into a topic of a subject."
            pending={save.isPending}
            error={save.error}
            saved={saved}
            onSave={(target) =>
              save.mutate(
                { title: note.title.trim(), body: note.body, ...target },
                {
                  onSuccess: (created) => {
                    notify('The note was saved.', 'success');
                    kept.markSaved();
                    setSaved({
                      message: 'The note was saved.',
                      link: { to: `/notes/${created.id}`, label: 'Open the note' },
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
