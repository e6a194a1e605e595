import VerticalSplit from '@mui/icons-material/VerticalSplit';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useId } from 'react';
import { useLocation } from 'react-router';
import { splitViewStore, useSplitView } from './split-view-store';
import { UNAVAILABLE_MESSAGE, useSplitViewAvailable } from './use-split-view-available';

// Read by screen readers as the disabled button's description; the tooltip shows it to the eye.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

// Between md and lg the bar's ten entries already fill the row (bar-button-sx.ts): the switch is set smaller there.
const compactBetweenMdAndLg = { p: { md: 0.5, lg: 1 } };

/** The navigation bar's on/off switch for split view. */
export function SplitViewToggle() {
  const { enabled } = useSplitView();
  const available = useSplitViewAvailable();
  const { pathname, search } = useLocation();
  const reasonId = useId();
  if (!available) {
    // A disabled button gets no pointer events, so the tooltip listens on a wrapper; the reason is also
    // its accessible description, for screen readers and touch screens that never hover.
    return (
      <Tooltip disableInteractive title={UNAVAILABLE_MESSAGE}>
        <span>
          <Box component="span" id={reasonId} sx={visuallyHidden}>
            {UNAVAILABLE_MESSAGE}
          </Box>
          <IconButton
            color="inherit"
            aria-label="Split view"
            aria-pressed={false}
            aria-describedby={reasonId}
            disabled
            sx={{ '&.Mui-disabled': { color: 'rgba(255, 255, 255, 0.45)' } }}
          >
            <VerticalSplit />
          </IconButton>
        </span>
      </Tooltip>
    );
  }
  return (
    // Not interactive: right after a click its bubble lies over the first panel's controls and must not catch them.
    <Tooltip
      disableInteractive
      title={enabled ? 'Turn split view off' : 'Split view: up to 3 screens side by side'}
    >
      <IconButton
        color="inherit"
        aria-label="Split view"
        aria-pressed={enabled}
        onClick={() => splitViewStore().toggle(pathname + search)}
        sx={[
          compactBetweenMdAndLg,
          enabled && {
            bgcolor: 'rgba(255, 255, 255, 0.18)',
            '&:hover': { bgcolor: 'rgba(255, 255, 255, 0.26)' },
          },
        ]}
      >
        <VerticalSplit sx={{ fontSize: { md: 20, lg: 24 } }} />
      </IconButton>
    </Tooltip>
  );
}
