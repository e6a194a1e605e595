import { DelayedLoading } from '@client/components/feedback/DelayedLoading';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { PageContainer } from '@client/components/PageContainer';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import NoteAddOutlined from '@mui/icons-material/NoteAddOutlined';
import StyleOutlined from '@mui/icons-material/StyleOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CaseDetail } from '@shared/contracts/library';
import { flkSubjectName } from '@shared/flk';
import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useCase } from '../api';
import { AddToNoteDialog } from '../components/AddToNoteDialog';
import { CaseLinks, SectionLinks } from '../components/LinkLists';
import { MakeFlashcardsDialog } from '../components/MakeFlashcardsDialog';
import { Paragraphs } from '../components/Paragraphs';
import { SourceNote } from '../components/SourceNote';
import { caseNoteBlock, citationLine, courtLine, lawStatedAtLine, reportYearLine } from '../model/citations';

const SUMMARY: [keyof CaseDetail, string][] = [
  ['facts', 'Facts'],
  ['issues', 'Issues'],
  ['held', 'Held'],
  ['ratio', 'Ratio decidendi'],
];

function CaseView({ c }: { c: CaseDetail }) {
  const [dialog, setDialog] = useState<'cards' | 'note' | null>(null);
  const { hash } = useLocation();
  // The router does not scroll to an anchor in the address: once the paragraphs are on the page, do it here.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  const summarised = SUMMARY.some(([field]) => c[field]);
  const reported = reportYearLine(c);
  const stated = lawStatedAtLine(c.lawStatedAt);
  return (
    <>
      <Stack spacing={1}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{citationLine(c)}</Typography>
        {reported ? <Typography color="text.secondary">{reported}</Typography> : null}
        <Typography color="text.secondary">{courtLine(c)}</Typography>
        {c.judges.length > 0 ? (
          <Typography variant="body2" color="text.secondary">
            {c.judges.join(', ')}
          </Typography>
        ) : null}
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {c.subjects.map((s) => (
            <Chip key={s} size="small" label={flkSubjectName(s) ?? s} />
          ))}
        </Stack>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          startIcon={<StyleOutlined />}
          onClick={() => setDialog('cards')}
          disabled={!summarised}
        >
          Make flashcards
        </Button>
        <Button variant="outlined" startIcon={<NoteAddOutlined />} onClick={() => setDialog('note')}>
          Add to a note
        </Button>
        <Button component={Link} to="/case-law-chat" startIcon={<ForumOutlined />}>
          Ask the case law chat
        </Button>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
        }}
      >
        <Stack spacing={3}>
          {c.laterHistory ? (
            // Before the summary: a student must see that a case was overruled before reading what it held.
            <Alert severity="warning" component="section" role="region" aria-label="Later history">
              <AlertTitle>Later history</AlertTitle>
              <Typography sx={{ whiteSpace: 'pre-wrap' }}>{c.laterHistory}</Typography>
            </Alert>
          ) : null}
          {summarised ? (
            <Card component="section" aria-label="Summary">
              <CardContent>
                <Stack spacing={2}>
                  {SUMMARY.map(([field, label]) =>
                    c[field] ? (
                      <Box key={field}>
                        <Typography variant="h3" sx={{ fontSize: '1.15rem', mb: 0.5 }}>
                          {label}
                        </Typography>
                        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{String(c[field])}</Typography>
                      </Box>
                    ) : null,
                  )}
                  {stated ? (
                    <Typography variant="body2" color="text.secondary">
                      {stated}
                    </Typography>
                  ) : null}
                </Stack>
              </CardContent>
            </Card>
          ) : null}
          {c.paragraphs.length > 0 ? (
            <Card component="section" aria-label="Judgment">
              <CardContent>
                <Typography variant="h3" sx={{ fontSize: '1.15rem', mb: 2 }}>
                  Judgment
                </Typography>
                <Paragraphs paragraphs={c.paragraphs} />
              </CardContent>
            </Card>
          ) : null}
        </Stack>
        <Stack spacing={3}>
          <CaseLinks title="Related cases" cases={c.related} />
          <SectionLinks title="Legislation applied" sections={c.provisions} />
          <SourceNote
            summary={summarised ? c.source : null}
            text={c.textSource ?? (summarised ? null : c.source)}
          />
        </Stack>
      </Box>
      {dialog === 'cards' ? <MakeFlashcardsDialog lawCase={c} onClose={() => setDialog(null)} /> : null}
      {dialog === 'note' ? (
        <AddToNoteDialog title={c.name} block={caseNoteBlock(c)} onClose={() => setDialog(null)} />
      ) : null}
    </>
  );
}

export default function CasePage() {
  const { caseId } = useParams();
  const lawCase = useCase(caseId);
  return (
    <PageContainer title={lawCase.data?.name ?? 'Case'} maxWidth="lg">
      <Button component={Link} to="/case-law" startIcon={<ArrowBack />} sx={{ alignSelf: 'flex-start' }}>
        Case law
      </Button>
      {lawCase.isPending ? <DelayedLoading variant="inline" /> : null}
      <FormErrorAlert title="This case could not be loaded." error={lawCase.error} />
      {lawCase.data ? <CaseView c={lawCase.data} /> : null}
    </PageContainer>
  );
}
