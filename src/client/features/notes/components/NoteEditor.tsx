import { ConflictDialog } from '@client/components/ConflictDialog';
import { notify } from '@client/components/feedback/notify';
import { LinkFields } from '@client/components/LinkFields';
import { SaveStatusChip } from '@client/components/SaveStatusChip';
import { usePageTitle } from '@client/components/use-page-title';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import InputBase from '@mui/material/InputBase';
import Stack from '@mui/material/Stack';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useSubjectOptions, useTopicOptions } from '../api';
import { useNoteAutosave } from '../hooks/useNoteAutosave';
import type { EditorStart } from '../model/draft';
import { applyAction, type ToolbarAction } from '../model/markdown-edits';
import { DeleteNoteButton } from './DeleteNoteButton';
import { MakeFlashcardDialog } from './MakeFlashcardDialog';
import { MakeMindMapButton } from './MakeMindMapButton';
import { MarkdownEditor } from './MarkdownEditor';
import { NoteToolbar } from './NoteToolbar';

type Props = { noteId: string; start: EditorStart; offline: boolean };

export function NoteEditor({ noteId, start, offline }: Props) {
  const autosave = useNoteAutosave(noteId, start);
  const { content, change, state } = autosave;
  usePageTitle(content.title.trim() || 'Untitled note');
  const subjects = useSubjectOptions();
  const topics = useTopicOptions();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const [writing, setWriting] = useState(true);
  const [cardFrom, setCardFrom] = useState<string | null>(null);

  const runAction = (action: ToolbarAction) => {
    const el = textareaRef.current;
    if (!el) return;
    const next = applyAction(action, { text: el.value, start: el.selectionStart, end: el.selectionEnd });
    change({ body: next.text });
    // The textarea takes its new value on the next render; the selection is placed after that.
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(next.start, next.end);
    });
  };

  const makeFlashcard = () => {
    const el = textareaRef.current;
    const selected =
      el && writing
        ? el.value.slice(el.selectionStart, el.selectionEnd)
        : String(window.getSelection() ?? '');
    if (!selected.trim()) {
      notify('Select the text for the card first, then press Make flashcard.', 'info');
      return;
    }
    setCardFrom(selected.trim());
  };

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 3 } }}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center' }}>
          <Button component={Link} to="/notes" startIcon={<ArrowBack />} size="small">
            Notes
          </Button>
          <Stack direction="row" spacing={1} sx={{ ml: 'auto', alignItems: 'center' }}>
            <SaveStatusChip state={state} />
            <MakeMindMapButton noteId={noteId} save={state} />
            <DeleteNoteButton noteId={noteId} title={content.title} />
          </Stack>
        </Stack>
        <InputBase
          value={content.title}
          onChange={(e) => change({ title: e.target.value })}
          placeholder="Untitled note"
          inputProps={{ 'aria-label': 'Title', maxLength: 200 }}
          sx={(theme) => ({
            fontFamily: theme.typography.h1.fontFamily,
            fontWeight: 700,
            fontSize: { xs: '1.6rem', md: '2.2rem' },
            '& input': { p: 0 },
          })}
        />
        <LinkFields
          subjectId={content.subjectId}
          topicId={content.topicId}
          subjects={subjects.data ?? []}
          topics={topics.data ?? []}
          onChange={change}
        />
        {offline ? (
          <Alert severity="warning">
            Ratio cannot be reached. You are editing the copy kept on this device.
          </Alert>
        ) : null}
        {autosave.storageFull ? (
          <Alert severity="warning">
            This browser's storage is full, so unsaved changes are not kept on this device. Stay on this page
            until the note shows Saved.
          </Alert>
        ) : null}
        {state.status === 'error' ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={autosave.saveNow}>
                Try again
              </Button>
            }
          >
            The note was not saved{state.message ? `: ${state.message}` : '.'} Your text is kept on this
            device.
          </Alert>
        ) : null}
        <NoteToolbar onAction={runAction} onMakeFlashcard={makeFlashcard} formatting={writing} />
        <MarkdownEditor
          value={content.body}
          onChange={(body) => change({ body })}
          onAction={runAction}
          textareaRef={textareaRef}
          onModeChange={setWriting}
        />
      </Stack>
      {autosave.conflict ? (
        <ConflictDialog
          noun="note"
          savedAt={autosave.conflict.updatedAt}
          mine={`${content.title}\n\n${content.body}`}
          theirs={`${autosave.conflict.title}\n\n${autosave.conflict.body}`}
          onKeepMine={autosave.keepMine}
          onUseTheirs={autosave.takeTheirs}
        />
      ) : null}
      {cardFrom !== null ? (
        <MakeFlashcardDialog
          selection={cardFrom}
          initial={{ subjectId: content.subjectId, topicId: content.topicId }}
          subjects={subjects.data ?? []}
          topics={topics.data ?? []}
          onClose={() => setCardFrom(null)}
        />
      ) : null}
    </Container>
  );
}
