import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';

/** The indicator appears only if loading takes longer than this. */
export const LOADING_DELAY_MS = 350;

/**
 * 'Loading content...' after 350 ms. `overlay` covers the screen; `inline` is the quieter form used
 * for the main sections.
 */
export function DelayedLoading({ variant = 'overlay' }: { variant?: 'overlay' | 'inline' }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), LOADING_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return null;
  const content = (
    <>
      <CircularProgress size={32} aria-hidden="true" />
      <Typography sx={{ mt: 2 }}>Loading content...</Typography>
    </>
  );
  if (variant === 'inline') {
    return (
      <Box role="status" sx={{ py: 8, display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
        {content}
      </Box>
    );
  }
  return (
    <Box
      role="status"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (t) => t.zIndex.modal + 1,
        bgcolor: 'rgba(247, 245, 240, 0.92)',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      {content}
    </Box>
  );
}
