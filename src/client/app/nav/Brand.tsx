import Box from '@mui/material/Box';
import { Link } from 'react-router';
// Imported, so the build names it by content and it is cached for good (the browser asks for the page's icon
// again on every navigation otherwise).
import mark from '../../assets/ratio-mark.svg';

/** The Ratio mark and wordmark, linking home. */
export function Brand({ to, compact = false }: { to: string; compact?: boolean }) {
  return (
    <Box
      component={Link}
      to={to}
      aria-label="Ratio home"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'inherit',
        textDecoration: 'none',
        fontFamily: (t) => t.typography.h1.fontFamily,
        fontWeight: 700,
        fontSize: '1.35rem',
        letterSpacing: '0.01em',
        flexShrink: 0,
      }}
    >
      <Box component="img" src={mark} alt="" sx={{ width: 28, height: 28 }} />
      {/* Beside the full signed-in bar between md and lg the wordmark gives way to the links. */}
      <Box component="span" sx={{ display: compact ? { xs: 'inline', md: 'none', lg: 'inline' } : 'inline' }}>
        Ratio
      </Box>
    </Box>
  );
}
