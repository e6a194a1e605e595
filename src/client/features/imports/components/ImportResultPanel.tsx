import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { type ImportResult, resultHeadline } from '../model';

type Props = { result: ImportResult; subjectId: string; topicId: string; onAnother: () => void };

const n = (value: number) => value.toLocaleString('en-GB');

/** What happened: imported, duplicates skipped, rows refused (with their row numbers), media left out. */
export function ImportResultPanel({ result, subjectId, topicId, onAnother }: Props) {
  return (
    <Stack spacing={2}>
      <Alert severity={result.imported > 0 ? 'success' : 'info'} role="status">
        <AlertTitle>{resultHeadline(result)}</AlertTitle>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          <li>Imported: {n(result.imported)}</li>
          <li>Skipped as duplicates (same front already in the topic): {n(result.duplicates)}</li>
          {result.skipped > result.duplicates ? (
            <li>Skipped for errors: {n(result.skipped - result.duplicates)}</li>
          ) : null}
          {result.imagesImported > 0 ? <li>Pictures imported: {n(result.imagesImported)}</li> : null}
          {result.mediaSkipped > 0 ? (
            <li>
              Media files skipped: {n(result.mediaSkipped)} (sounds, and pictures that are not PNG, JPEG, GIF
              or WebP, over 2 MB or over 4000 pixels a side)
            </li>
          ) : null}
        </Box>
      </Alert>
      {result.errors.length > 0 ? (
        <Box>
          <Typography variant="h3" sx={{ fontSize: '1.05rem', mb: 1 }}>
            Rows that were not imported
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5, maxHeight: 240, overflowY: 'auto' }}>
            {result.errors.map((error, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list from one answer
              <li key={i}>
                {error.row !== undefined ? `Row ${error.row}: ` : ''}
                {error.message}
              </li>
            ))}
          </Box>
        </Box>
      ) : null}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" component={Link} to={`/subjects/${subjectId}/topics/${topicId}`}>
          Open the topic
        </Button>
        <Button variant="outlined" component={Link} to={`/study-session/${topicId}`}>
          Study these cards
        </Button>
        <Button onClick={onAnother}>Import another file</Button>
      </Stack>
    </Stack>
  );
}
