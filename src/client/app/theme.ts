import { createTheme } from '@mui/material/styles';

// System fonts only: nothing is downloaded at run time (the CSP allows no font hosts).
const SANS =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif';
const SERIF = 'Georgia, "Iowan Old Style", "Palatino Linotype", Palatino, "Times New Roman", serif';

export const theme = createTheme({
  // The product's breakpoints, which are also MUI's defaults: stated so a change is deliberate.
  breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } },
  palette: {
    mode: 'light',
    primary: { main: '#1b2a4a', light: '#3a4d74', dark: '#0f1a30', contrastText: '#ffffff' },
    secondary: { main: '#b7702a', light: '#d39a5c', dark: '#8a521b', contrastText: '#ffffff' },
    background: { default: '#f7f5f0', paper: '#ffffff' },
    text: { primary: '#1d2433', secondary: '#4d5566' },
    divider: 'rgba(27, 42, 74, 0.12)',
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: SANS,
    h1: {
      fontFamily: SERIF,
      fontWeight: 700,
      fontSize: '1.85rem',
      lineHeight: 1.2,
      '@media (min-width:900px)': { fontSize: '2.25rem' },
    },
    h2: { fontFamily: SERIF, fontWeight: 700, fontSize: '1.75rem', lineHeight: 1.25 },
    h3: { fontFamily: SERIF, fontWeight: 700, fontSize: '1.4rem', lineHeight: 1.3 },
    h4: { fontFamily: SERIF, fontWeight: 700, fontSize: '1.2rem' },
    h5: { fontWeight: 600, fontSize: '1.05rem' },
    h6: { fontWeight: 600, fontSize: '1rem' },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiTextField: { defaultProps: { fullWidth: true } },
    // No ' *' after labels: every field in Ratio's forms is required or says it is optional, and the
    // asterisk would become part of the label's text ('Password *'). Inputs still carry `required`.
    MuiInputLabel: { defaultProps: { required: false } },
    // Links inside text are underlined so they do not rely on colour alone (WCAG 1.4.1).
    MuiLink: { defaultProps: { underline: 'always' } },
    MuiAppBar: { styleOverrides: { root: { transition: 'box-shadow 150ms ease' } } },
  },
});
