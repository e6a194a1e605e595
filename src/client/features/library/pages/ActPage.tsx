import { DelayedLoading } from '@client/components/feedback/DelayedLoading';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { PageContainer } from '@client/components/PageContainer';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ActDetail, provisionName } from '@shared/contracts/library';
import { flkSubjectName } from '@shared/flk';
import { Link, useParams } from 'react-router';
import { useAct } from '../api';
import { SourceNote } from '../components/SourceNote';
import {
  groupByPart,
  instrumentKindChip,
  lawStatedAtLine,
  provisionNoun,
  sectionPath,
} from '../model/citations';

function ActView({ act }: { act: ActDetail }) {
  const groups = groupByPart(act.provisions);
  const untitled = act.instrumentKind === 'act' ? 'Sections' : 'Provisions';
  return (
    <>
      <Stack spacing={1}>
        <Typography color="text.secondary">
          {[
            act.chapter ? `${act.year} ${act.chapter}` : String(act.year),
            `${act.provisionCount} ${provisionNoun(act.instrumentKind, act.provisionCount)} in the library`,
            lawStatedAtLine(act.lawStatedAt),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {instrumentKindChip(act.instrumentKind) ? (
            <Chip size="small" color="secondary" label={instrumentKindChip(act.instrumentKind)} />
          ) : null}
          {act.subjects.map((s) => (
            <Chip key={s} size="small" label={flkSubjectName(s) ?? s} />
          ))}
        </Stack>
      </Stack>
      {groups.map((g) => (
        <Card component="section" key={g.sections[0]?.id} aria-label={g.part ?? untitled}>
          <Typography variant="h2" sx={{ fontSize: '1.15rem', px: 2, pt: 2, pb: 1 }}>
            {g.part ?? untitled}
          </Typography>
          <List disablePadding>
            {g.sections.map((s) => (
              <ListItemButton
                key={s.id}
                component={Link}
                to={sectionPath({ actSlug: act.slug, section: s.section })}
                divider
              >
                <Stack
                  direction="row"
                  spacing={1.5}
                  sx={{ alignItems: 'baseline', width: '100%', minWidth: 0 }}
                >
                  <Typography sx={{ fontWeight: 600, minWidth: '3.5rem' }}>
                    {provisionName({ unitLabel: act.unitLabel, section: s.section })}
                  </Typography>
                  <Typography sx={{ flex: 1, minWidth: 0 }}>{s.heading}</Typography>
                  {s.amendments ? (
                    <Chip size="small" variant="outlined" color="warning" label="Amendments" />
                  ) : null}
                  {s.hasText ? <Chip size="small" variant="outlined" color="primary" label="Text" /> : null}
                </Stack>
              </ListItemButton>
            ))}
          </List>
        </Card>
      ))}
      <SourceNote
        summary={act.origin === 'starter' ? act.source : null}
        text={act.textSource ?? (act.origin === 'import' ? act.source : null)}
      />
    </>
  );
}

export default function ActPage() {
  const { actSlug } = useParams();
  const act = useAct(actSlug);
  return (
    <PageContainer title={act.data?.title ?? 'Act'}>
      <Button component={Link} to="/statute" startIcon={<ArrowBack />} sx={{ alignSelf: 'flex-start' }}>
        Legislation
      </Button>
      {act.isPending ? <DelayedLoading variant="inline" /> : null}
      <FormErrorAlert title="This act could not be loaded." error={act.error} />
      {act.data ? <ActView act={act.data} /> : null}
    </PageContainer>
  );
}
