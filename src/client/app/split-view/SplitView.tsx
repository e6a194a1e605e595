import Box from '@mui/material/Box';
import { Fragment, useEffect, useRef, useState } from 'react';
import { Group, type Layout, Panel, Separator, useGroupRef } from 'react-resizable-panels';
import { useNavigate } from 'react-router';
import { keepPairWidths, MAX_PANELS, MAX_WIDTH, MIN_WIDTH, resolvePanelPath } from './panel-model';
import { isPanelRoute } from './panel-routes';
import { SplitPanel } from './SplitPanel';
import { splitViewStore, useSplitView } from './split-view-store';
import { useFirstPanelFollowsBrowser } from './use-first-panel-follows-browser';

/** The app bar's height from MUI's sm breakpoint up; split view is only shown from md. */
const NAV_BAR_PX = 64;

/**
 * Up to three panels side by side with draggable dividers. Panel 1 is the page the browser is
 * on: links and back/forward move it. The other panels change through their own tab bars.
 */
export default function SplitView() {
  const { panels } = useSplitView();
  const store = splitViewStore();
  const navigate = useNavigate();
  const groupRef = useGroupRef();
  useFirstPanelFollowsBrowser();

  const ids = panels.map((p) => p.id);
  const idsKey = ids.join(' ');
  const maximized = panels.find((p) => p.isMaximized);
  // The layout the divider last settled on, to tell which panels a drag moved (see keepPairWidths).
  const settled = useRef<number[]>(panels.map((p) => p.width));
  const order = useRef(ids);
  order.current = ids;
  // Only a divider moved by the user is corrected; layouts the library computes itself (a panel added or
  // removed, a first render) are taken as they are.
  const resizing = useRef(false);
  // What a reload brings back from storage; later changes go through setLayout below.
  const [initialLayout] = useState(() => Object.fromEntries(panels.map((p) => [p.id, p.width])));

  // Adding or closing a panel shares the width equally (the model did the sums); the library remembers
  // earlier layouts of the same panels, so it is told. It registers a new panel a render later than React
  // mounts it, hence the wait for its layout to list exactly these panels. Panels shown again after a
  // maximised one is restored are measured afresh by the library, so they get their widths back too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the set of panels changes, not their widths
  useEffect(() => {
    let frame = 0;
    let tries = 0;
    const apply = () => {
      const group = groupRef.current;
      const known = Object.keys(group?.getLayout() ?? {});
      const wanted = order.current;
      if (!group || known.length !== wanted.length || !wanted.every((id) => known.includes(id))) {
        tries += 1;
        if (tries < 30) frame = requestAnimationFrame(apply);
        return;
      }
      const widths = splitViewStore()
        .getState()
        .panels.map((p) => p.width);
      settled.current = widths;
      group.setLayout(Object.fromEntries(wanted.map((id, i) => [id, widths[i] ?? 0])));
    };
    apply();
    return () => cancelAnimationFrame(frame);
  }, [idsKey, maximized?.id, groupRef]);

  useEffect(() => {
    const stop = () => {
      resizing.current = false;
    };
    window.addEventListener('pointerup', stop, true);
    window.addEventListener('pointercancel', stop, true);
    window.addEventListener('keyup', stop, true);
    return () => {
      window.removeEventListener('pointerup', stop, true);
      window.removeEventListener('pointercancel', stop, true);
      window.removeEventListener('keyup', stop, true);
    };
  }, []);

  const onLayoutChange = (layout: Layout) => {
    const next = order.current.map((id) => layout[id]);
    if (next.some((w) => w === undefined)) return;
    const proposed = next as number[];
    if (!resizing.current || proposed.length !== settled.current.length) {
      settled.current = proposed;
      return;
    }
    const fixed = keepPairWidths(settled.current, proposed);
    settled.current = fixed;
    if (fixed.some((w, i) => Math.abs(w - (proposed[i] ?? w)) > 0.01)) {
      groupRef.current?.setLayout(Object.fromEntries(order.current.map((id, i) => [id, fixed[i] ?? 0])));
    }
  };

  // The library's own argument can be its uncorrected proposal (it reports it after our correction), so the
  // widths kept are read back from the group.
  const onLayoutChanged = () => {
    const layout = groupRef.current?.getLayout();
    if (layout) store.setWidths(layout);
  };

  const close = (index: number) => {
    const id = panels[index]?.id;
    const successor = panels[index + 1];
    if (!id) return;
    // Panel 1 is the browser's page: when it closes, the next panel becomes panel 1 and the browser goes to
    // its page, so what that panel showed stays on screen.
    if (index === 0 && successor) navigate(resolvePanelPath(successor.path, isPanelRoute));
    store.closePanel(id);
  };

  const single = panels.length === 1;
  return (
    <Box
      sx={{
        height: `calc(100vh - ${NAV_BAR_PX}px)`,
        minHeight: 320,
        bgcolor: 'grey.100',
        // Width changes animate over 0.2 s, except under the pointer, which must follow it at once.
        '& [data-group] > [data-panel]': { transition: 'flex-grow 0.2s ease-out' },
        '& [data-group]:has(> [data-separator="active"]) > [data-panel]': { transition: 'none' },
        '@media (prefers-reduced-motion: reduce)': {
          '& [data-group] > [data-panel]': { transition: 'none' },
        },
        // A maximised panel hides the others: they stay mounted (their screens keep their state) but take
        // no room, and the one left alone in the flex row takes all of it.
        '& [data-group] > [data-hidden="true"]': { display: 'none !important' },
      }}
    >
      <Group
        orientation="horizontal"
        groupRef={groupRef}
        defaultLayout={initialLayout}
        onLayoutChange={onLayoutChange}
        onLayoutChanged={onLayoutChanged}
        onPointerDownCapture={() => {
          resizing.current = true;
        }}
        onKeyDownCapture={(event) => {
          resizing.current = (event.target as HTMLElement).getAttribute('role') === 'separator';
        }}
      >
        {panels.map((panel, index) => {
          const hidden = maximized !== undefined && maximized.id !== panel.id;
          const lastVisible = maximized ? maximized.id === panel.id : index === panels.length - 1;
          return (
            <Fragment key={panel.id}>
              {index > 0 ? (
                <Separator
                  id={`${panel.id}-divider`}
                  aria-label={`Resize panels ${index} and ${index + 1}`}
                  disableDoubleClick
                  data-hidden={maximized ? 'true' : undefined}
                  className="split-divider"
                  style={{ width: 10, flexBasis: 10 }}
                >
                  <DividerGrip />
                </Separator>
              ) : null}
              <Panel
                id={panel.id}
                defaultSize={`${panel.width}%`}
                minSize={single ? undefined : `${MIN_WIDTH}%`}
                maxSize={single ? undefined : `${MAX_WIDTH}%`}
                data-hidden={hidden ? 'true' : undefined}
                style={{ overflow: 'hidden' }}
              >
                <SplitPanel
                  number={index + 1}
                  path={resolvePanelPath(panel.path, isPanelRoute)}
                  isMaximized={panel.isMaximized}
                  canAdd={lastVisible && panels.length < MAX_PANELS}
                  onSelect={(path) => (index === 0 ? navigate(path) : store.setPanelPath(panel.id, path))}
                  onAdd={store.addPanel}
                  onToggleMaximized={() => store.toggleMaximized(panel.id)}
                  onClose={() => close(index)}
                />
              </Panel>
            </Fragment>
          );
        })}
      </Group>
    </Box>
  );
}

/** The visible part of a divider: a thin line with a grip, darker on hover, focus and drag. */
function DividerGrip() {
  return (
    <Box
      aria-hidden
      sx={{
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'grey.200',
        borderLeft: 1,
        borderRight: 1,
        borderColor: 'divider',
        transition: 'background-color 0.15s',
        '[data-separator="hover"] > &, [data-separator="focus"] > &, [data-separator="active"] > &': {
          bgcolor: 'primary.light',
        },
        '&::after': { content: '""', width: 2, height: 32, borderRadius: 1, bgcolor: 'grey.500' },
      }}
    />
  );
}
