import '@xyflow/react/dist/style.css';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  Background,
  BaseEdge,
  Controls,
  type Edge,
  type EdgeProps,
  MiniMap,
  type NodeChange,
  ReactFlow,
  ReactFlowProvider,
  useReactFlow,
} from '@xyflow/react';
import { type KeyboardEvent, type Ref, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { colourOf, type Layout, type PlacedNode } from '../model/layout';
import { type MindFlowNode, MindNode } from './MindNode';

type MindEdge = Edge<{ path: string; colour: string }, 'mind'>;

/** Connectors drawn from the layout's own curves, the same ones the SVG export writes. */
function MindEdgeLine({ data }: EdgeProps<MindEdge>) {
  return <BaseEdge path={data?.path ?? ''} style={{ stroke: data?.colour, strokeWidth: 2 }} />;
}

const nodeTypes = { mind: MindNode };
const FIT_PADDING = 0.12;
const FIT_ALL = { padding: FIT_PADDING, maxZoom: 1 };
/** Below this zoom, 14 px labels (then under 8.4 px) are too small to read. */
const READABLE_ZOOM = 0.6;
const edgeTypes = { mind: MindEdgeLine };

type Props = {
  layout: Layout;
  selectedId: string;
  editingId: string | null;
  /** Whether `id` may be dropped onto `targetId` (not itself, not its own descendant). */
  canDrop(id: string, targetId: string): boolean;
  onSelect(id: string): void;
  onEdit(id: string): void;
  onMove(id: string, parentId: string): void;
  onKeyDown(e: KeyboardEvent<HTMLDivElement>): void;
  focusRef: Ref<HTMLDivElement>;
  label: string;
  describedBy: string;
};

/** Whether a node is drawn exactly as before (a new layout mostly moves a few nodes and leaves the rest). */
function samePlace(a: PlacedNode, b: PlacedNode): boolean {
  return (
    a === b ||
    (a.x === b.x &&
      a.y === b.y &&
      a.width === b.width &&
      a.height === b.height &&
      a.label === b.label &&
      a.depth === b.depth &&
      a.branch === b.branch &&
      a.childCount === b.childCount &&
      a.collapsed === b.collapsed &&
      a.hiddenCount === b.hiddenCount &&
      a.hasNote === b.hasNote &&
      a.lines.join('\n') === b.lines.join('\n'))
  );
}

/** The node under a point (the dragged node's centre), other than the one being dragged. */
function nodeAt(nodes: PlacedNode[], x: number, y: number, except: string): PlacedNode | undefined {
  return nodes.find(
    (n) => n.id !== except && x >= n.x && x <= n.x + n.width && y >= n.y && y <= n.y + n.height,
  );
}

function Canvas({ layout, selectedId, editingId, canDrop, onSelect, onEdit, onMove, ...rest }: Props) {
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'));
  const flow = useReactFlow();
  const frame = useRef<HTMLDivElement | null>(null);
  // While a node is dragged it follows the pointer; when let go, the layout places it (or its new parent).
  const [drag, setDrag] = useState<{ id: string; x: number; y: number; target: string | null } | null>(null);
  const byId = useMemo(() => new Map(layout.nodes.map((n) => [n.id, n])), [layout]);

  // A node object is reused while nothing about it changed, so that moving the selection through a map of
  // 2,000 nodes re-renders two of them, not all (React Flow and the memoised node compare by identity).
  const previous = useRef(new Map<string, MindFlowNode>());
  const nodes = useMemo<MindFlowNode[]>(() => {
    const next = new Map<string, MindFlowNode>();
    const list = layout.nodes.map((placed) => {
      const dragged = drag?.id === placed.id ? drag : null;
      const data = {
        placed,
        selected: placed.id === selectedId,
        editing: placed.id === editingId,
        dropTarget: drag?.target === placed.id,
      };
      const old = previous.current.get(placed.id);
      const same =
        old &&
        !dragged &&
        old.position.x === placed.x &&
        old.position.y === placed.y &&
        samePlace(old.data.placed, placed) &&
        old.data.selected === data.selected &&
        old.data.editing === data.editing &&
        old.data.dropTarget === data.dropTarget;
      const node: MindFlowNode = same
        ? old
        : {
            id: placed.id,
            type: 'mind',
            position: dragged ? { x: dragged.x, y: dragged.y } : { x: placed.x, y: placed.y },
            width: placed.width,
            height: placed.height,
            draggable: placed.depth > 0 && !data.editing,
            zIndex: dragged ? 10 : 0,
            data,
          };
      next.set(placed.id, node);
      return node;
    });
    previous.current = next;
    return list;
  }, [layout, selectedId, editingId, drag]);
  const edges = useMemo<MindEdge[]>(
    () =>
      layout.edges.map((e) => ({
        id: e.id,
        source: e.source,
        target: e.target,
        type: 'mind',
        data: { path: e.path, colour: e.colour },
      })),
    [layout],
  );

  const onNodesChange = useCallback(
    (changes: NodeChange<MindFlowNode>[]) => {
      for (const c of changes) {
        if (c.type !== 'position' || !c.position || !c.dragging) continue;
        const placed = byId.get(c.id);
        if (!placed) continue;
        const hit = nodeAt(
          layout.nodes,
          c.position.x + placed.width / 2,
          c.position.y + placed.height / 2,
          c.id,
        );
        const target = hit && canDrop(c.id, hit.id) ? hit.id : null;
        setDrag({ id: c.id, ...c.position, target });
      }
    },
    [byId, layout, canDrop],
  );

  // The first view: the whole map if it can be read that way, else the centre and its main branches
  // (a large map on a phone would otherwise open as a speck); the fit-view button still shows it all.
  // Asked for at init: React Flow queues it until the nodes are measured.
  const fitted = useRef(false);
  const firstView = () => {
    const box = frame.current?.getBoundingClientRect();
    fitted.current = true;
    if (!box) return;
    const { width, height } = layout.bounds;
    const room = 1 + 2 * FIT_PADDING;
    const wholeZoom = Math.min(box.width / (width * room), box.height / (height * room));
    const nodes =
      wholeZoom >= READABLE_ZOOM
        ? undefined
        : layout.nodes.filter((n) => n.depth <= 1).map((n) => ({ id: n.id }));
    void flow.fitView({ padding: FIT_PADDING, maxZoom: 1, minZoom: nodes ? READABLE_ZOOM : 0.1, nodes });
  };

  // Keep the selected node on screen as the keyboard moves through a map larger than the view. Only once
  // the first view is set, and only when the selection moves: on opening, the fit decides.
  const shown = useRef(selectedId);
  useEffect(() => {
    const n = byId.get(selectedId);
    const box = frame.current?.getBoundingClientRect();
    if (!n || !box || !fitted.current || shown.current === selectedId) return;
    shown.current = selectedId;
    const { x, y, zoom } = flow.getViewport();
    const left = n.x * zoom + x;
    const top = n.y * zoom + y;
    const inside =
      left >= 0 && top >= 0 && left + n.width * zoom <= box.width && top + n.height * zoom <= box.height;
    // No animation: d3-zoom flies out and back in during a long pan, and the next key press would read that
    // passing zoom as the one to keep.
    if (!inside) void flow.setCenter(n.x + n.width / 2, n.y + n.height / 2, { zoom });
  }, [selectedId, byId, flow]);

  return (
    <Box
      ref={(el: HTMLDivElement | null) => {
        frame.current = el;
        const { focusRef } = rest;
        if (typeof focusRef === 'function') focusRef(el);
        else if (focusRef) focusRef.current = el;
      }}
      tabIndex={0}
      role="application"
      aria-roledescription="mind map"
      aria-label={rest.label}
      aria-describedby={rest.describedBy}
      onKeyDown={rest.onKeyDown}
      sx={{
        height: '100%',
        width: '100%',
        outline: 'none',
        borderRadius: 1,
        '&:focus-visible': { boxShadow: (t) => `inset 0 0 0 2px ${t.palette.primary.main}` },
        '& .react-flow__node': { cursor: 'default' },
      }}
    >
      <ReactFlow<MindFlowNode, MindEdge>
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        edgeTypes={edgeTypes}
        onNodesChange={onNodesChange}
        onNodeClick={(_, node) => {
          onSelect(node.id);
          // The keys act on the canvas: a click on a node brings them back there.
          if (!editingId) frame.current?.focus({ preventScroll: true });
        }}
        onNodeDoubleClick={(_, node) => onEdit(node.id)}
        onNodeDragStart={(_, node) => onSelect(node.id)}
        onNodeDragStop={(_, node) => {
          const target = drag?.id === node.id ? drag.target : null;
          setDrag(null);
          if (target) onMove(node.id, target);
        }}
        onInit={firstView}
        minZoom={0.1}
        maxZoom={2}
        nodesConnectable={false}
        nodesFocusable={false}
        edgesFocusable={false}
        elementsSelectable={false}
        zoomOnDoubleClick={false}
        disableKeyboardA11y
        deleteKeyCode={null}
        selectionKeyCode={null}
        multiSelectionKeyCode={null}
        panActivationKeyCode={null}
        nodeDragThreshold={4}
        onlyRenderVisibleElements={layout.nodes.length > 300}
        attributionPosition="top-right"
      >
        <Background gap={24} size={1.5} color={theme.palette.divider} />
        {/* The fit options go to the button only: on <ReactFlow> they would replace those of the first view. */}
        <Controls showInteractive={false} position="bottom-left" fitViewOptions={FIT_ALL} />
        {desktop ? (
          <MiniMap
            position="bottom-right"
            pannable
            zoomable
            style={{ width: 150, height: 100 }}
            ariaLabel="Overview of the mind map"
            nodeColor={(n) => colourOf((n as MindFlowNode).data.placed)}
          />
        ) : null}
      </ReactFlow>
    </Box>
  );
}

/** The React Flow canvas: zoom and pan, fit view, an overview on wide screens, drag a node onto another. */
export function MindMapCanvas(props: Props) {
  return (
    <ReactFlowProvider>
      <Canvas {...props} />
    </ReactFlowProvider>
  );
}
