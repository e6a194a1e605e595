import type { SxProps, Theme } from '@mui/material/styles';

/**
 * Between md (900 px) and lg (1200 px) all ten entries of the navigation bar share one row, so the bar's
 * buttons are set tighter there; from lg they get their normal size.
 */
export const barButtonSx: SxProps<Theme> = {
  whiteSpace: 'nowrap',
  minWidth: 0,
  fontSize: { md: '0.8rem', lg: '0.875rem' },
  px: { md: 0.5, lg: 1.25 },
  '&.active': { bgcolor: 'rgba(255, 255, 255, 0.14)' },
  '& .MuiButton-endIcon': { ml: 0, mr: { md: -0.5, lg: -0.25 } },
};
