import { DelayedLoading } from '@client/components/feedback/DelayedLoading';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { PageContainer } from '@client/components/PageContainer';
import ArrowBack from '@mui/icons-material/ArrowBack';
import NavigateBefore from '@mui/icons-material/NavigateBefore';
import NavigateNext from '@mui/icons-material/NavigateNext';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ProvisionDetail, provisionName } from '@shared/contracts/library';
import { Link, useParams } from 'react-router';
import { useSection } from '../api';
import { CaseLinks } from '../components/LinkLists';
import { SourceNote } from '../components/SourceNote';
import { instrumentKindChip, lawStatedAtLine, sectionCitation, sectionPath } from '../model/citations';

function Neighbours({ p }: { p: ProvisionDetail }) {
  return (
    <Stack
      component="nav"
      aria-label="Sections either side"
      direction="row"
      spacing={1}
      sx={{ justifyContent: 'space-between' }}
    >
      {p.previous ? (
        <Button
          component={Link}
          to={sectionPath(p.previous)}
          startIcon={<NavigateBefore />}
          sx={{ textAlign: 'left' }}
        >
          {provisionName(p.previous)}
        </Button>
      ) : (
        <span />
      )}
      {p.next ? (
        <Button
          component={Link}
          to={sectionPath(p.next)}
          endIcon={<NavigateNext />}
          sx={{ textAlign: 'right' }}
        >
          Next: {provisionName(p.next)}
        </Button>
      ) : null}
    </Stack>
  );
}

function SectionView({ p }: { p: ProvisionDetail }) {
  const stated = lawStatedAtLine(p.lawStatedAt);
  return (
    <>
      {instrumentKindChip(p.instrumentKind) ? (
        <Chip size="small" label={instrumentKindChip(p.instrumentKind)} sx={{ alignSelf: 'flex-start' }} />
      ) : null}
      {p.part ? <Typography color="text.secondary">{p.part}</Typography> : null}
      {p.summary ? (
        <Card component="section" aria-label="Summary">
          <CardContent>
            <Typography variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
              What it provides
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{p.summary}</Typography>
            {stated ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {stated}
              </Typography>
            ) : null}
          </CardContent>
        </Card>
      ) : null}
      {p.amendments ? (
        <Card component="section" aria-label="Amendments and repeals">
          <CardContent>
            <Typography variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
              Amendments and repeals
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{p.amendments}</Typography>
          </CardContent>
        </Card>
      ) : null}
      {p.body ? (
        <Card component="section" aria-label="Text of the section">
          <CardContent>
            <Typography variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
              Text
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', fontFamily: 'Georgia, serif', lineHeight: 1.7 }}>
              {p.body}
            </Typography>
          </CardContent>
        </Card>
      ) : null}
      <CaseLinks
        title="Cases that apply it"
        cases={p.cases}
        empty="No case in the library applies this section yet."
      />
      <Neighbours p={p} />
      <SourceNote summary={p.summary ? p.source : null} text={p.textSource} />
    </>
  );
}

export default function SectionPage() {
  const { actSlug, section } = useParams();
  const provision = useSection(actSlug, section);
  const p = provision.data;
  return (
    <PageContainer title={p ? `${sectionCitation(p)}: ${p.heading}` : 'Section'}>
      <Button
        component={Link}
        to={`/statute/${encodeURIComponent(actSlug ?? '')}`}
        startIcon={<ArrowBack />}
        sx={{ alignSelf: 'flex-start' }}
      >
        {p?.act ?? 'The act'}
      </Button>
      {provision.isPending ? <DelayedLoading variant="inline" /> : null}
      <FormErrorAlert title="This section could not be loaded." error={provision.error} />
      {p ? <SectionView p={p} /> : null}
    </PageContainer>
  );
}
