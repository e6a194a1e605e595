import { ConflictDialog } from '@client/components/ConflictDialog';
import { LinkFields } from '@client/components/LinkFields';
import { SaveStatusChip } from '@client/components/SaveStatusChip';
import { usePageTitle } from '@client/components/use-page-title';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Drawer from '@mui/material/Drawer';
import InputBase from '@mui/material/InputBase';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { markdownOutline } from '@shared/mindmap-tree-markdown';
import { useEffect, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useSubjectOptions, useTopicOptions } from '../api';
import { useMindMapAutosave } from '../hooks/useMindMapAutosave';
import { useTreeEditor } from '../hooks/useTreeEditor';
import type { EditorStart } from '../model/draft';
import { layoutTree } from '../model/layout';
import { measureText } from '../model/measure';
import { DeleteMindMapButton } from './DeleteMindMapButton';
import { EditorToolbar } from './EditorToolbar';
import { NodeActionsContext } from './editor-context';
import { MindMapCanvas } from './MindMapCanvas';
import { MindMapExportMenu } from './MindMapExportMenu';
import { NotePanel } from './NotePanel';

type Props = { mindMapId: string; start: EditorStart; offline: boolean };

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export function MindMapEditor({ mindMapId, start, offline }: Props) {
  const autosave = useMindMapAutosave(mindMapId, start);
  const { content, change, state: saveState } = autosave;
  const editor = useTreeEditor(start.content.root);
  const { state, selected } = editor;
  usePageTitle(content.title.trim() || 'Untitled mind map');
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'));
  const [noteOpen, setNoteOpen] = useState(false);
  const subjects = useSubjectOptions();
  const topics = useTopicOptions();
  const helpId = useId();
  const layout = useMemo(() => layoutTree(state.root, measureText), [state.root]);

  // Every new tree (an edit, an undo) goes to the autosave, which keeps it locally and saves it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new tree is news; the autosave's own copy is compared, not watched.
  useEffect(() => {
    if (state.root !== content.root) change({ root: state.root });
  }, [state.root]);

  const takeTheirs = () => {
    const theirs = autosave.takeTheirs();
    if (theirs) editor.dispatch({ type: 'reset', root: theirs.root });
  };
  const outline = (title: string, root: typeof state.root) => `${title}\n\n${markdownOutline(root)}`;
  const notePanel = (
    <NotePanel
      node={selected}
      onChange={(note) => editor.dispatch({ type: 'setNote', id: selected.id, note })}
    />
  );

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 1.5, md: 2.5 } }}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center' }}>
          <Button component={Link} to="/mindmaps" startIcon={<ArrowBack />} size="small">
            Mind maps
          </Button>
          <Stack direction="row" spacing={1} sx={{ ml: 'auto', alignItems: 'center' }}>
            <SaveStatusChip state={saveState} />
            <DeleteMindMapButton mindMapId={mindMapId} title={content.title} />
          </Stack>
        </Stack>
        <InputBase
          value={content.title}
          onChange={(e) => change({ title: e.target.value })}
          placeholder="Untitled mind map"
          inputProps={{ 'aria-label': 'Title', maxLength: 200 }}
          sx={(t) => ({
            fontFamily: t.typography.h1.fontFamily,
            fontWeight: 700,
            fontSize: { xs: '1.4rem', md: '2rem' },
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
            until the map shows Saved.
          </Alert>
        ) : null}
        {saveState.status === 'error' ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={autosave.saveNow}>
                Try again
              </Button>
            }
          >
            The mind map was not saved{saveState.message ? `: ${saveState.message}` : '.'} Your changes are
            kept on this device.
          </Alert>
        ) : null}
        <EditorToolbar
          run={editor.run}
          canUndo={editor.canUndo}
          canRedo={editor.canRedo}
          rootSelected={selected.id === state.root.id}
          collapsible={selected.children.length > 0}
          collapsed={Boolean(selected.collapsed)}
          onOpenNote={desktop ? undefined : () => setNoteOpen(true)}
        >
          <MindMapExportMenu title={content.title} root={state.root} layout={layout} />
        </EditorToolbar>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 300px' },
            gap: 1.5,
            height: { xs: 'max(380px, calc(100dvh - 330px))', md: 'max(480px, calc(100vh - 300px))' },
          }}
        >
          <Card sx={{ minWidth: 0, overflow: 'hidden' }}>
            <NodeActionsContext.Provider value={editor.nodeActions}>
              <MindMapCanvas
                layout={layout}
                selectedId={state.selectedId}
                editingId={editor.editingId}
                canDrop={editor.canDrop}
                onSelect={editor.nodeActions.select}
                onEdit={editor.nodeActions.startEditing}
                onMove={editor.move}
                onKeyDown={editor.onKeyDown}
                focusRef={editor.canvasRef}
                label={`Mind map canvas, ${selected.label} selected`}
                describedBy={helpId}
              />
            </NodeActionsContext.Provider>
          </Card>
          {desktop ? <Card sx={{ overflow: 'auto' }}>{notePanel}</Card> : null}
        </Box>
        {/* Moving through the map by keyboard is announced: the canvas itself has no text to read out. */}
        <Box aria-live="polite" sx={VISUALLY_HIDDEN}>
          {`${selected.label}${selected.collapsed ? ', collapsed' : ''}${selected.note ? ', has a note' : ''}`}
        </Box>
        <Box id={helpId} sx={{ color: 'text.secondary', fontSize: '0.8rem' }}>
          Tab adds a child, Enter a sibling, F2 renames, Delete removes, Space folds, arrows move, Ctrl+Z
          undoes. Drag a node onto another to move it there. Shift+Tab leaves the map.
        </Box>
      </Stack>
      {desktop ? null : (
        <Drawer anchor="bottom" open={noteOpen} onClose={() => setNoteOpen(false)}>
          {notePanel}
        </Drawer>
      )}
      {autosave.conflict ? (
        <ConflictDialog
          noun="mind map"
          savedAt={autosave.conflict.updatedAt}
          mine={outline(content.title, state.root)}
          theirs={outline(autosave.conflict.title, autosave.conflict.root)}
          onKeepMine={autosave.keepMine}
          onUseTheirs={takeTheirs}
        />
      ) : null}
    </Container>
  );
}
