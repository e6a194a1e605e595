import { PageContainer } from '@client/components/PageContainer';
import { TopicPicker } from '@client/components/TopicPicker';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useRunImport } from '../api';
import { FileChooser } from '../components/FileChooser';
import { FormatOptions } from '../components/FormatOptions';
import { ImportResultPanel } from '../components/ImportResultPanel';
import { PreviewTable } from '../components/PreviewTable';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '../messages';
import {
  DEFAULT_OPTIONS,
  detectFormat,
  type ImportOptions,
  importForm,
  type Mapping,
  mappingProblem,
} from '../model';
import { UploadError } from '../upload';
import { usePreview } from '../use-preview';

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={`step-${number}`}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={`step-${number}`} variant="h2" sx={{ fontSize: '1.2rem', mb: 2 }}>
          {number}. {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function UploadFailure({ error }: { error: unknown }) {
  const title = error instanceof UploadError ? error.message : UPLOAD_MESSAGES.failed;
  const reason = error instanceof UploadError ? error.reason : null;
  return (
    <Alert severity="error" role="alert">
      <AlertTitle sx={{ mb: reason ? 0.5 : 0 }}>{title}</AlertTitle>
      {reason && reason !== title ? reason : null}
    </Alert>
  );
}

export default function ImportPage() {
  // Read once: the target may arrive in the address from a topic's "Import into this topic".
  const { search } = useLocation();
  const [params] = useState(() => new URLSearchParams(search));
  const [target, setTarget] = useState({
    subjectId: params.get('subjectId') ?? '',
    topicId: params.get('topicId') ?? '',
  });
  const [file, setFile] = useState<File | null>(null);
  const [options, setOptions] = useState<ImportOptions | null>(null);
  const [mapping, setMapping] = useState<Mapping>({ front: 0, back: 1 });
  const [progress, setProgress] = useState(0);
  const run = useRunImport();
  const tooLarge = Boolean(file && file.size > MAX_UPLOAD_BYTES);
  const preview = usePreview(file, options, tooLarge);
  const delimited = options?.format === 'csv' || options?.format === 'tsv';

  // The server's guess at the columns is the starting point; the user can change it.
  useEffect(() => {
    if (preview.status === 'ready' && preview.preview.suggestedMapping)
      setMapping(preview.preview.suggestedMapping);
  }, [preview]);

  const choose = (chosen: File) => {
    setFile(chosen);
    setOptions({ ...DEFAULT_OPTIONS, format: detectFormat(chosen.name) ?? 'csv' });
    run.reset();
  };
  const reset = () => {
    setFile(null);
    setOptions(null);
    run.reset();
  };

  const columns =
    preview.status === 'ready'
      ? Math.max(preview.preview.headers?.length ?? 0, ...preview.preview.rows.map((r) => r.length), 0)
      : 0;
  const problem = delimited && preview.status === 'ready' ? mappingProblem(mapping, columns) : null;
  const ready = Boolean(
    file && options && target.topicId && preview.status === 'ready' && !problem && !tooLarge,
  );

  const start = () => {
    if (!file || !options || !ready) return;
    setProgress(0);
    run.mutate({
      form: importForm(file, options, target.topicId, delimited ? mapping : null),
      onProgress: setProgress,
    });
  };

  return (
    <PageContainer
      title="Import Flashcards"
      intro="Bring in cards from a spreadsheet (CSV or TSV), a Quizlet export or an Anki package. Cards whose front is already in the topic are skipped."
    >
      <Step number={1} title="Choose where the cards go">
        <TopicPicker subjectId={target.subjectId} topicId={target.topicId} onChange={setTarget} />
      </Step>
      <Step number={2} title="Choose a file">
        <Stack spacing={2}>
          <FileChooser file={file} onChoose={choose} />
          {tooLarge ? (
            <Alert severity="error" role="alert">
              {UPLOAD_MESSAGES.tooLarge} Split it into smaller files, or export one deck at a time.
            </Alert>
          ) : null}
          {options && !tooLarge ? <FormatOptions options={options} onChange={setOptions} /> : null}
        </Stack>
      </Step>
      {file && options && !tooLarge ? (
        <Step number={3} title="Check the preview">
          {preview.status === 'loading' ? (
            <Box role="status">
              <Typography color="text.secondary" sx={{ mb: 1 }}>
                Reading the file…
              </Typography>
              <LinearProgress
                variant="determinate"
                value={preview.progress * 100}
                aria-label="Reading the file"
              />
            </Box>
          ) : null}
          {preview.status === 'error' ? <UploadFailure error={preview.error} /> : null}
          {preview.status === 'ready' ? (
            <PreviewTable
              preview={preview.preview}
              mapping={mapping}
              onMapping={delimited ? setMapping : null}
              error={problem}
            />
          ) : null}
        </Step>
      ) : null}
      {file && options && !tooLarge ? (
        <Step number={4} title="Import">
          <Stack spacing={2}>
            {run.isIdle ? (
              <>
                {!target.topicId ? (
                  <Typography color="text.secondary">Choose a subject and a topic first (step 1).</Typography>
                ) : null}
                <div>
                  <Button variant="contained" size="large" onClick={start} disabled={!ready}>
                    Import cards
                  </Button>
                </div>
              </>
            ) : null}
            {run.isPending ? (
              <Box role="status">
                <Typography sx={{ mb: 1 }}>
                  {progress < 1 ? `Uploading… ${Math.round(progress * 100)}%` : 'Importing the cards…'}
                </Typography>
                <LinearProgress
                  variant={progress < 1 ? 'determinate' : 'indeterminate'}
                  value={progress * 100}
                  aria-label="Import progress"
                />
              </Box>
            ) : null}
            {run.isError ? (
              <>
                <UploadFailure error={run.error} />
                <div>
                  <Button variant="outlined" onClick={start}>
                    Try again
                  </Button>
                </div>
              </>
            ) : null}
            {run.data ? (
              <ImportResultPanel
                result={run.data}
                subjectId={target.subjectId}
                topicId={target.topicId}
                onAnother={reset}
              />
            ) : null}
          </Stack>
        </Step>
      ) : null}
    </PageContainer>
  );
}
