import Alert from '@mui/material/Alert';
import { UNAVAILABLE_MESSAGE } from './use-split-view-available';

/** Above the page, on a screen too narrow for the panels, while split view is on. */
export default function SplitViewUnavailableNote() {
  return (
    <Alert severity="info" role="status" sx={{ borderRadius: 0 }}>
      {UNAVAILABLE_MESSAGE} This page is shown on its own.
    </Alert>
  );
}
