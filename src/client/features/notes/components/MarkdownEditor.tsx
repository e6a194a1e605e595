import { Markdown } from '@client/components/Markdown';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { Theme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type KeyboardEvent, type RefObject, useDeferredValue, useState } from 'react';
import type { ToolbarAction } from '../model/markdown-edits';

type Props = {
  value: string;
  onChange: (value: string) => void;
  onAction: (action: ToolbarAction) => void;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  /** Tells the toolbar whether there is a textarea to act on (not on the phone's Preview tab). */
  onModeChange?: (writing: boolean) => void;
};

const SHORTCUTS: Record<string, ToolbarAction> = { b: 'bold', i: 'italic', k: 'link' };
const PANE_HEIGHT = { xs: '60vh', md: 'calc(100vh - 330px)' };

/** Markdown source beside its live preview on wide screens; Write and Preview tabs on phones. */
export function MarkdownEditor({ value, onChange, onAction, textareaRef, onModeChange }: Props) {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  // Rendering a long note on every key press would make typing lag; the preview may trail by a frame.
  const preview = useDeferredValue(value);

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    const action = SHORTCUTS[e.key.toLowerCase()];
    if (action && (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey) {
      e.preventDefault();
      onAction(action);
    }
  };

  const source = (
    <Box
      component="textarea"
      ref={textareaRef}
      aria-label="Note text (Markdown)"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={onKeyDown}
      spellCheck
      placeholder="Write in Markdown: ## Heading, **bold**, - list, | table |"
      sx={{
        width: '100%',
        height: PANE_HEIGHT,
        minHeight: 240,
        resize: 'none',
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
        font: '0.95rem/1.6 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
        outline: 'none',
        '&:focus-visible': {
          borderColor: 'primary.main',
          boxShadow: (t) => `0 0 0 1px ${t.palette.primary.main}`,
        },
      }}
    />
  );
  const rendered = (
    <Paper
      variant="outlined"
      aria-label="Preview"
      sx={{ height: PANE_HEIGHT, minHeight: 240, overflowY: 'auto', p: 2 }}
    >
      {preview.trim() ? (
        <Markdown>{preview}</Markdown>
      ) : (
        <Typography color="text.secondary">Nothing to preview yet.</Typography>
      )}
    </Paper>
  );

  if (wide) {
    return (
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: 2 }}>
        {source}
        {rendered}
      </Box>
    );
  }
  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_e, next: 'write' | 'preview') => {
          setTab(next);
          onModeChange?.(next === 'write');
        }}
        variant="fullWidth"
        sx={{ mb: 1 }}
      >
        <Tab value="write" label="Write" />
        <Tab value="preview" label="Preview" />
      </Tabs>
      {tab === 'write' ? source : rendered}
    </Box>
  );
}
