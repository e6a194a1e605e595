import { setToasterMounted } from '@client/components/feedback/notify';
import Close from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import { styled, useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { closeSnackbar, enqueueSnackbar, MaterialDesignContent, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';

export const TOAST_DURATION_MS = 5000;

const BOTTOM = { vertical: 'bottom', horizontal: 'center' } as const;
const TOP_RIGHT = { vertical: 'top', horizontal: 'right' } as const;

// notistack's default greens and oranges are too pale for white text; these reach WCAG AA (4.5:1).
const Toast = styled(MaterialDesignContent)(({ theme }) => ({
  '&.notistack-MuiContent-default': { backgroundColor: theme.palette.primary.main },
  '&.notistack-MuiContent-info': { backgroundColor: theme.palette.primary.light },
  '&.notistack-MuiContent-success': { backgroundColor: '#1e6b34' },
  '&.notistack-MuiContent-warning': { backgroundColor: theme.palette.secondary.dark },
  '&.notistack-MuiContent-error': { backgroundColor: '#b3261e' },
}));
const TOAST_COMPONENTS = { default: Toast, info: Toast, success: Toast, warning: Toast, error: Toast };

/**
 * notistack's provider, mounted beside the app rather than around it: screens raise toasts with
 * notistack's `enqueueSnackbar` (through components/feedback/notify), which reaches this instance.
 */
export default function Toaster({ domRoot }: { domRoot: HTMLElement }) {
  // After the provider has mounted (a parent's effect runs after its children's), so the toasts can show.
  useEffect(() => {
    setToasterMounted(enqueueSnackbar);
    return () => setToasterMounted(null);
  }, []);
  // Below md the navigation is the header's menu button: toasts rise from the bottom, clear of it. From md
  // up they sit top-right as the spec has them, but below the app bar (ToastRegion moves them down) so the
  // bell and the avatar stay reachable.
  const phone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  return (
    <SnackbarProvider
      maxSnack={3}
      anchorOrigin={phone ? BOTTOM : TOP_RIGHT}
      autoHideDuration={TOAST_DURATION_MS}
      domRoot={domRoot}
      Components={TOAST_COMPONENTS}
      action={(key) => (
        <IconButton
          aria-label="Dismiss notification"
          color="inherit"
          size="small"
          onClick={() => closeSnackbar(key)}
        >
          <Close fontSize="small" />
        </IconButton>
      )}
    />
  );
}
