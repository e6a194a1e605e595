import { createTheme } from '@mui/material/styles';

// System fonts only: nothing is downloaded at run time (the CSP allows no font hosts).
const SANS =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif';
const SERIF = 'Georgia, "Iowan Old Style", "Palatino Linotype", Palatino, "Times New Roman", serif';

/**
 * The keyboard focus ring: a blue outline around a white inner ring, so it shows on the light pages and on the
 * navy app bar alike, and looks nothing like the grey fill MUI gives the selected (current page) item.
 * WCAG 2.4.7: focus visible; 1.4.11: at least 3:1 against what is next to it (the blue is 6.5:1 on white).
 */
export const FOCUS_RING_COLOUR = '#0b57d0';
export const focusRing = {
  outline: `3px solid ${FOCUS_RING_COLOUR}`,
  outlineOffset: '2px',
  boxShadow: '0 0 0 2px #ffffff',
} as const;

export const theme = createTheme({
  // The product's breakpoints, which are also MUI's defaults: stated so a change is deliberate.
  breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } },
  palette: {
    mode: 'light',
    primary: { main: '#1b2a4a', light: '#3a4d74', dark: '#0f1a30', contrastText: '#ffffff' },
    // Amber dark enough for white text at 4.5:1 (5.4:1; the avatar's off-white 5:1). The lighter #b7702a was 3.9:1.
    secondary: { main: '#985c1e', light: '#c48a4c', dark: '#74450f', contrastText: '#ffffff' },
    // MUI's default orange and light blue carry white text (filled alerts, contained buttons) at 3.1:1 and
    // 3.9:1; these darker ones reach 5:1 and 7.4:1.
    warning: { main: '#b45309' },
    info: { main: '#01579b' },
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
    // Anything focusable that MUI does not style itself (plain links, tabindex regions, summary) gets the ring.
    MuiCssBaseline: {
      styleOverrides: {
        ':focus-visible': focusRing,
      },
    },
    // Buttons, icon buttons, list items, menu items, tabs, chips and card action areas are all ButtonBase.
    MuiButtonBase: {
      styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
    },
    MuiLink: {
      // Links inside text are underlined so they do not rely on colour alone (WCAG 1.4.1).
      defaultProps: { underline: 'always' },
      styleOverrides: { root: { '&:focus-visible': focusRing } },
    },
    // Text fields: MUI thickens the border on focus; the ring makes keyboard focus unmistakable too.
    MuiInputBase: {
      styleOverrides: {
        root: {
          '&:has(:focus-visible)': focusRing,
          // The ring goes round the whole field, not again round the bare input inside it.
          '& :focus-visible': { outline: 'none', boxShadow: 'none' },
        },
      },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    // MUI greys unselected toggle buttons to 54% black: 4.47:1 on the page background, just short of 4.5:1.
    MuiToggleButton: { styleOverrides: { root: ({ theme }) => ({ color: theme.palette.text.secondary }) } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiTextField: { defaultProps: { fullWidth: true } },
    // No ' *' after labels: every field in Ratio's forms is required or says it is optional, and the
    // asterisk would become part of the label's text ('Password *'). Inputs still carry `required`.
    MuiInputLabel: { defaultProps: { required: false } },
    MuiAppBar: { styleOverrides: { root: { transition: 'box-shadow 150ms ease' } } },
  },
});
