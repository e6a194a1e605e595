import InsertDriveFile from '@mui/icons-material/InsertDriveFile';
import UploadFile from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type DragEvent, useId, useRef, useState } from 'react';
import { formatBytes } from '../model';

type Props = { file: File | null; onChoose: (file: File) => void };

/** A file button (the real, labelled input) that also accepts a file dropped on it. */
export function FileChooser({ file, onChoose }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement | null>(null);
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) onChoose(dropped);
  };
  return (
    <Box
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      sx={{
        border: '2px dashed',
        borderColor: over ? 'secondary.main' : 'divider',
        borderRadius: 2,
        p: { xs: 2, sm: 3 },
        bgcolor: over ? 'action.hover' : 'background.default',
        textAlign: 'center',
      }}
    >
      <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
        {file ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', maxWidth: '100%' }}>
            <InsertDriveFile color="primary" aria-hidden="true" />
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{file.name}</Typography>
            <Typography color="text.secondary" sx={{ flexShrink: 0 }}>
              {formatBytes(file.size)}
            </Typography>
          </Stack>
        ) : (
          <Typography color="text.secondary">
            CSV, TSV, a Quizlet export (.txt) or an Anki package (.apkg), up to 50 MB.
          </Typography>
        )}
        <input
          ref={input}
          id={id}
          type="file"
          accept=".csv,.tsv,.tab,.txt,.apkg,text/csv,text/tab-separated-values,text/plain"
          aria-label="Flashcard file"
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0, pointerEvents: 'none' }}
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            if (chosen) onChoose(chosen);
            // Choosing the same file again after a fix should still count as a choice.
            e.target.value = '';
          }}
        />
        <Button
          variant={file ? 'outlined' : 'contained'}
          startIcon={<UploadFile />}
          onClick={() => input.current?.click()}
        >
          {file ? 'Choose another file' : 'Choose a file'}
        </Button>
        <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
          or drop it here
        </Typography>
      </Stack>
    </Box>
  );
}
