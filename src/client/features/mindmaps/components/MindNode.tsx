import Box from '@mui/material/Box';
import { Handle, type Node, type NodeProps, Position } from '@xyflow/react';
import { memo, useRef } from 'react';
import { fontOf, NODE_LOOK, type PlacedNode } from '../model/layout';
import { nodePaint } from '../model/svg-export';
import { useNodeActions } from './editor-context';

export type MindNodeData = { placed: PlacedNode; selected: boolean; editing: boolean; dropTarget: boolean };
export type MindFlowNode = Node<MindNodeData, 'mind'>;

const hiddenHandle = { opacity: 0, width: 1, height: 1, minWidth: 0, minHeight: 0, border: 0 };

/** The inline rename box: Enter keeps, Escape cancels, Tab keeps and adds a child, leaving it keeps. */
function LabelInput({ placed }: { placed: PlacedNode }) {
  const actions = useNodeActions();
  const done = useRef(false);
  const finish = (run: () => void) => {
    if (done.current) return;
    done.current = true;
    run();
  };
  return (
    <input
      // A fresh node's label is selected, so typing replaces it.
      ref={(el) => {
        if (el && !done.current && document.activeElement !== el) {
          el.focus();
          el.select();
        }
      }}
      className="nodrag nopan"
      aria-label={`Label of ${placed.label}`}
      defaultValue={placed.label}
      maxLength={500}
      onKeyDown={(e) => {
        e.stopPropagation();
        if (e.nativeEvent.isComposing) return;
        const value = e.currentTarget.value;
        if (e.key === 'Enter') {
          e.preventDefault();
          finish(() => actions.commitLabel(placed.id, value));
        } else if (e.key === 'Escape') {
          e.preventDefault();
          finish(() => actions.cancelEditing());
        } else if (e.key === 'Tab' && !e.shiftKey) {
          e.preventDefault();
          finish(() => actions.commitLabel(placed.id, value, 'addChild'));
        }
      }}
      onBlur={(e) => {
        const value = e.currentTarget.value;
        finish(() => actions.commitLabel(placed.id, value));
      }}
      style={{
        font: 'inherit',
        color: 'inherit',
        width: '100%',
        border: 0,
        outline: 'none',
        padding: 0,
        background: 'transparent',
      }}
    />
  );
}

/** One node: its wrapped label exactly as laid out, a badge for what collapsing hid, and the rename box. */
export const MindNode = memo(function MindNode({ data }: NodeProps<MindFlowNode>) {
  const { placed, selected, editing, dropTarget } = data;
  const actions = useNodeActions();
  const isRoot = placed.depth === 0;
  const paint = nodePaint(placed);
  const lineHeight = isRoot ? NODE_LOOK.rootLineHeight : NODE_LOOK.lineHeight;
  return (
    <Box
      data-node-id={placed.id}
      data-selected={selected || undefined}
      sx={{
        width: placed.width,
        height: placed.height,
        boxSizing: 'border-box',
        position: 'relative',
        px: `${NODE_LOOK.padX - 2}px`,
        py: `${NODE_LOOK.padY - 2}px`,
        font: fontOf(isRoot),
        lineHeight: `${lineHeight}px`,
        color: paint.text,
        bgcolor: paint.fill,
        border: `2px solid ${paint.stroke}`,
        borderRadius: isRoot ? '10px' : '8px',
        cursor: isRoot ? 'pointer' : 'grab',
        outline: selected ? '3px solid' : dropTarget ? '3px dashed' : 'none',
        outlineColor: dropTarget ? 'success.main' : 'secondary.main',
        outlineOffset: '3px',
        boxShadow: dropTarget ? 4 : 0,
      }}
    >
      <Handle type="target" position={Position.Left} isConnectable={false} style={hiddenHandle} />
      {editing ? (
        <LabelInput placed={placed} />
      ) : (
        placed.lines.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: wrapped lines have no identity but their order
          <Box key={i} sx={{ whiteSpace: 'pre', overflow: 'hidden' }}>
            {line}
          </Box>
        ))
      )}
      {placed.hasNote ? (
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            top: 4,
            right: 4,
            width: 6,
            height: 6,
            borderRadius: '50%',
            bgcolor: isRoot ? '#ffffff' : paint.stroke,
          }}
        />
      ) : null}
      {placed.collapsed && placed.hiddenCount > 0 ? (
        <Box
          component="button"
          type="button"
          className="nodrag"
          tabIndex={-1}
          aria-label={`Expand ${placed.label} (${placed.hiddenCount} hidden)`}
          onClick={(e) => {
            e.stopPropagation();
            actions.toggleCollapse(placed.id);
          }}
          sx={{
            position: 'absolute',
            right: 4,
            top: '50%',
            transform: 'translateY(-50%)',
            width: 28,
            height: 20,
            border: 0,
            borderRadius: '10px',
            bgcolor: paint.stroke,
            color: '#ffffff',
            font: `700 11px ${NODE_LOOK.fontFamily}`,
            cursor: 'pointer',
            p: 0,
          }}
        >
          +{placed.hiddenCount}
        </Box>
      ) : null}
      <Handle type="source" position={Position.Right} isConnectable={false} style={hiddenHandle} />
    </Box>
  );
});
