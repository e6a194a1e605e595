import { useAuth } from '@client/components/auth/auth-context';
import { notify } from '@client/components/feedback/notify';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { call } from '@client/lib/api';
import DeleteForever from '@mui/icons-material/DeleteForever';
import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DeleteAccountDialog } from './DeleteAccountDialog';

export const EXPORT_FILE_NAME = 'ratio-export.json';

function saveJson(data: unknown, fileName: string): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers start the download after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Download my data and Delete my account, for the signed-in user (docs/product.md, "Personal data"). */
export function DataActions() {
  const { logout } = useAuth();
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [confirming, setConfirming] = useState(false);

  async function download() {
    setError(null);
    setDownloading(true);
    try {
      saveJson(await call('GET /api/me/export', {}, { allowDuplicate: true }), EXPORT_FILE_NAME);
      notify('Your data has been downloaded.', 'success');
    } catch (err) {
      setError(err);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={3}>
          <FormErrorAlert error={error} />
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Typography variant="h3" component="h3" sx={{ fontSize: '1.15rem' }}>
              Download your data
            </Typography>
            <Typography color="text.secondary">
              A JSON file with your account details and everything you have stored in Ratio.
            </Typography>
            <Button variant="contained" startIcon={<Download />} onClick={download} disabled={downloading}>
              {downloading ? 'Preparing…' : 'Download my data'}
            </Button>
          </Stack>
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Typography variant="h3" component="h3" sx={{ fontSize: '1.15rem' }}>
              Delete your account
            </Typography>
            <Typography color="text.secondary">
              Permanently removes your account and everything in it. This cannot be undone.
            </Typography>
            <Button
              variant="outlined"
              color="error"
              startIcon={<DeleteForever />}
              onClick={() => setConfirming(true)}
            >
              Delete my account
            </Button>
          </Stack>
        </Stack>
      </CardContent>
      <DeleteAccountDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onDeleted={() => {
          notify('Your account has been deleted.', 'info');
          void logout({ skipServer: true });
        }}
      />
    </Card>
  );
}
