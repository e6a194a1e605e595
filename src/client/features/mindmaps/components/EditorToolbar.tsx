import AddCircleOutline from '@mui/icons-material/AddCircleOutline';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Edit from '@mui/icons-material/Edit';
import Redo from '@mui/icons-material/Redo';
import StickyNote2Outlined from '@mui/icons-material/StickyNote2Outlined';
import SubdirectoryArrowRight from '@mui/icons-material/SubdirectoryArrowRight';
import Undo from '@mui/icons-material/Undo';
import UnfoldLess from '@mui/icons-material/UnfoldLess';
import UnfoldMore from '@mui/icons-material/UnfoldMore';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { ReactElement, ReactNode } from 'react';
import { type Command, SHORTCUTS } from '../model/keymap';

type Tool = { command: Exclude<Command, object>; label: string; icon: ReactElement };

type Props = {
  run(command: Exclude<Command, object>): void;
  canUndo: boolean;
  canRedo: boolean;
  /** The selected node is the root: it cannot be deleted. */
  rootSelected: boolean;
  /** The selected node has children to collapse, and whether they are collapsed now. */
  collapsible: boolean;
  collapsed: boolean;
  /** Shown where the note panel is not always open (phones). */
  onOpenNote?: () => void;
  children?: ReactNode;
};

/** Every keyboard action as a button too, named for assistive technology and with its key in the tooltip. */
export function EditorToolbar({
  run,
  canUndo,
  canRedo,
  rootSelected,
  collapsible,
  collapsed,
  onOpenNote,
  children,
}: Props) {
  const tools: Array<Tool & { disabled?: boolean }> = [
    { command: 'addChild', label: 'Add child', icon: <SubdirectoryArrowRight /> },
    { command: 'addSibling', label: 'Add sibling', icon: <AddCircleOutline /> },
    { command: 'rename', label: 'Rename', icon: <Edit /> },
    { command: 'delete', label: 'Delete node', icon: <DeleteOutline />, disabled: rootSelected },
    {
      command: 'toggleCollapse',
      label: collapsed ? 'Expand' : 'Collapse',
      icon: collapsed ? <UnfoldMore /> : <UnfoldLess />,
      disabled: !collapsible,
    },
  ];
  const history: Array<Tool & { disabled?: boolean }> = [
    { command: 'undo', label: 'Undo', icon: <Undo />, disabled: !canUndo },
    { command: 'redo', label: 'Redo', icon: <Redo />, disabled: !canRedo },
  ];
  const button = ({ command, label, icon, disabled }: Tool & { disabled?: boolean }) => (
    <Tooltip key={command} title={`${label} (${SHORTCUTS[command].label})`}>
      {/* The span lets the tooltip explain a disabled button. Mousedown is cancelled so the canvas keeps focus. */}
      <span>
        <IconButton
          size="small"
          aria-label={label}
          aria-keyshortcuts={SHORTCUTS[command].aria}
          disabled={disabled}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => run(command)}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  return (
    <Stack
      role="toolbar"
      aria-label="Mind map tools"
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 0.25 }}
    >
      {tools.map(button)}
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      {history.map(button)}
      {onOpenNote ? (
        <Tooltip title="Note of the selected node">
          <IconButton size="small" aria-label="Edit note" onClick={onOpenNote}>
            <StickyNote2Outlined />
          </IconButton>
        </Tooltip>
      ) : null}
      <Stack direction="row" sx={{ ml: 'auto', gap: 1, alignItems: 'center' }}>
        {children}
      </Stack>
    </Stack>
  );
}
