import { AppErrorBoundary } from '@client/components/feedback/AppErrorBoundary';
import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import CloseFullscreen from '@mui/icons-material/CloseFullscreen';
import OpenInFull from '@mui/icons-material/OpenInFull';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import { memo, type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { Routes } from 'react-router';
import { PANEL_CONTAINER } from './panel-container';
import { PANEL_SECTIONS, type SectionId, sectionOf } from './panel-model';
import { panelRouteElements } from './panel-routes';

type Props = {
  number: number;
  /** The path shown, already resolved (never empty or unknown). */
  path: string;
  isMaximized: boolean;
  canAdd: boolean;
  onSelect: (path: string) => void;
  onAdd: () => void;
  onToggleMaximized: () => void;
  onClose: () => void;
};

function Control({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <Tooltip disableInteractive title={label}>
      <IconButton size="small" aria-label={label} onClick={onClick}>
        {children}
      </IconButton>
    </Tooltip>
  );
}

/** One panel: its tab bar and controls on top, its screen below, scrolling on its own. */
export function SplitPanel(props: Props) {
  const { number, path, isMaximized, canAdd } = props;
  const section: SectionId | false = sectionOf(path) ?? false;
  const header = useRef<HTMLDivElement>(null);
  useSelectedTabStaysInView(header);
  return (
    <Box
      component="section"
      aria-label={`Panel ${number}`}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        minWidth: 0,
        bgcolor: 'background.default',
      }}
    >
      <Box
        ref={header}
        sx={{
          display: 'flex',
          alignItems: 'center',
          minHeight: 44,
          pr: 0.5,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Tabs
          value={section}
          onChange={(_, id: SectionId) => {
            const target = PANEL_SECTIONS.find((s) => s.id === id);
            if (target) props.onSelect(target.path);
          }}
          variant="scrollable"
          scrollButtons="auto"
          aria-label={`Panel ${number} screens`}
          sx={{
            flex: 1,
            minWidth: 0,
            minHeight: 44,
            '& .MuiTab-root': { minHeight: 44, minWidth: 0, px: 1.5, textTransform: 'none', fontWeight: 500 },
            '& .MuiTabs-scrollButtons': { width: 28 },
          }}
        >
          {PANEL_SECTIONS.map((s) => (
            <Tab key={s.id} value={s.id} label={s.label} />
          ))}
        </Tabs>
        <Box sx={{ display: 'flex', flexShrink: 0, pl: 0.5, borderLeft: 1, borderColor: 'divider' }}>
          {canAdd ? (
            <Control label="Add panel" onClick={props.onAdd}>
              <Add fontSize="small" />
            </Control>
          ) : null}
          <Control label={isMaximized ? 'Restore panel' : 'Maximize panel'} onClick={props.onToggleMaximized}>
            {isMaximized ? <CloseFullscreen fontSize="small" /> : <OpenInFull fontSize="small" />}
          </Control>
          <Control label="Close panel" onClick={props.onClose}>
            <Close fontSize="small" />
          </Control>
        </Box>
      </Box>
      <PanelScreen path={path} />
    </Box>
  );
}

/**
 * MUI's Tabs scroll the selected tab into view when the selection changes, not when the bar is resized. A
 * new panel grows from nothing (the 0.2 s width animation), so its tabs were scrolled for a bar a few pixels
 * wide and its selected tab stayed hidden once the panel had its width. This puts it back in view.
 */
function useSelectedTabStaysInView(header: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const scroller = header.current?.querySelector<HTMLElement>('.MuiTabs-scroller');
    if (!scroller || typeof ResizeObserver === 'undefined') return;
    const reveal = () => {
      const selected = scroller.querySelector('[role="tab"][aria-selected="true"]');
      if (!selected) return;
      const bar = scroller.getBoundingClientRect();
      const tab = selected.getBoundingClientRect();
      if (tab.left < bar.left) scroller.scrollLeft += tab.left - bar.left;
      else if (tab.right > bar.right) scroller.scrollLeft += tab.right - bar.right;
    };
    const observer = new ResizeObserver(reveal);
    observer.observe(scroller);
    return () => observer.disconnect();
  }, [header]);
}

/**
 * The screen for a path, through the app's route table. Memoised so that moving a divider, which re-renders
 * the panels, does not re-render the screens inside them.
 */
const PanelScreen = memo(function PanelScreen({ path }: { path: string }) {
  return (
    <Box
      sx={{ flex: 1, minHeight: 0, overflow: 'auto', overscrollBehavior: 'contain', ...PANEL_CONTAINER }}
      data-panel-scroll
    >
      {/* Keyed by path, as in the layout: leaving a broken screen clears the error. */}
      <AppErrorBoundary key={path}>
        <Routes location={path}>{panelRouteElements()}</Routes>
      </AppErrorBoundary>
    </Box>
  );
});
