import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IMPORT_MAX_MB, LICENCES } from '@shared/contracts/library';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useImportLibraryFile } from '../api';
import { casePath } from '../model/citations';

/**
 * Admin only (the server refuses anyone else): a judgment from Find Case Law or an act from legislation.gov.uk,
 * with what each licence allows said before the file is chosen (docs/product.md, "Licences of legal sources").
 */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const upload = useImportLibraryFile();
  const result = upload.data;
  const to = result
    ? result.kind === 'judgment'
      ? casePath(result)
      : `/statute/${encodeURIComponent(result.slug)}`
    : '';
  return (
    <Dialog
      open
      onClose={upload.isPending ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={`${id}-title`}>Import a full text</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>
            A judgment in Find Case Law's XML (Akoma Ntoso) or an act in legislation.gov.uk's XML (CLML), up
            to {IMPORT_MAX_MB} MB. A case or act already in the library keeps its summary and gains the text.
          </Typography>
          <Alert severity="warning">
            {LICENCES.openJustice.notice}{' '}
            <Link href={LICENCES.openJustice.url} target="_blank" rel="noopener noreferrer">
              Read the licence
            </Link>
            .
          </Alert>
          <Typography variant="body2" color="text.secondary">
            Legislation is published under the {LICENCES.openGovernment.name} (
            {LICENCES.openGovernment.attribution}
            ), which allows indexing; its attribution is shown with the text.
          </Typography>
          <Button variant="outlined" component="label" sx={{ alignSelf: 'flex-start' }}>
            {file ? file.name : 'Choose an XML file'}
            <input
              hidden
              type="file"
              accept=".xml,application/xml,text/xml"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                upload.reset();
              }}
            />
          </Button>
          <FormErrorAlert title="Nothing was imported." error={upload.error} />
          {result ? (
            <Alert severity="success">
              {result.title}
              {result.citation ? ` (${result.citation})` : ''}:{' '}
              {result.kind === 'judgment' ? `${result.paragraphs} paragraphs` : `${result.sections} sections`}
              {result.merged ? ', added to the existing summary' : ''}.{' '}
              <Link component={RouterLink} to={to} onClick={onClose}>
                Open it
              </Link>
              <br />
              {result.notice}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={upload.isPending}>
          Close
        </Button>
        <Button
          variant="contained"
          disabled={!file || upload.isPending}
          onClick={() => file && upload.mutate(file)}
        >
          {upload.isPending ? 'Importing…' : 'Import'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
