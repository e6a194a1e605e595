import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import Gavel from '@mui/icons-material/Gavel';
import InsertLink from '@mui/icons-material/InsertLink';
import Style from '@mui/icons-material/Style';
import TableChart from '@mui/icons-material/TableChart';
import Title from '@mui/icons-material/Title';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { ReactElement } from 'react';
import type { ToolbarAction } from '../model/markdown-edits';

const ACTIONS: Array<{ action: ToolbarAction; label: string; icon: ReactElement }> = [
  { action: 'heading', label: 'Heading', icon: <Title /> },
  { action: 'bold', label: 'Bold (Ctrl+B)', icon: <FormatBold /> },
  { action: 'italic', label: 'Italic (Ctrl+I)', icon: <FormatItalic /> },
  { action: 'bulletList', label: 'Bulleted list', icon: <FormatListBulleted /> },
  { action: 'numberedList', label: 'Numbered list', icon: <FormatListNumbered /> },
  { action: 'table', label: 'Table', icon: <TableChart /> },
  { action: 'link', label: 'Link (Ctrl+K)', icon: <InsertLink /> },
  { action: 'citation', label: 'Case citation', icon: <Gavel /> },
];

type Props = {
  onAction: (action: ToolbarAction) => void;
  onMakeFlashcard: () => void;
  /** Formatting needs the source text: off on the phone's Preview tab. */
  formatting: boolean;
};

export function NoteToolbar({ onAction, onMakeFlashcard, formatting }: Props) {
  return (
    <Stack
      role="toolbar"
      aria-label="Formatting"
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 0.25 }}
    >
      {ACTIONS.map(({ action, label, icon }) => (
        <Tooltip key={action} title={label}>
          {/* The span lets the tooltip work on a disabled button. Mousedown is cancelled so the textarea
              keeps its selection while the button is pressed. */}
          <span>
            <IconButton
              disabled={!formatting}
              size="small"
              aria-label={label}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => onAction(action)}
            >
              {icon}
            </IconButton>
          </span>
        </Tooltip>
      ))}
      <Button
        size="small"
        startIcon={<Style />}
        onMouseDown={(e) => e.preventDefault()}
        onClick={onMakeFlashcard}
        sx={{ ml: { sm: 'auto' } }}
      >
        Make flashcard
      </Button>
    </Stack>
  );
}
