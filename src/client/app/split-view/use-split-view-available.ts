import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/** Below MUI's md (900 px) three panels would be a few words wide each: split view is offered from md up. */
export function useSplitViewAvailable(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
}

export const UNAVAILABLE_MESSAGE = 'Split view needs a wider screen (at least 900 pixels).';
