import { RouterLink } from '@client/components/RouterLink';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CaseLink, SectionLink } from '@shared/contracts/library';
import { casePath, sectionCitation, sectionPath } from '../model/citations';

export function CaseLinks({ title, cases, empty }: { title: string; cases: CaseLink[]; empty?: string }) {
  if (cases.length === 0 && !empty) return null;
  return (
    <Card component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h3" sx={{ fontSize: '1.15rem', mb: 1 }}>
          {title}
        </Typography>
        {cases.length === 0 ? (
          <Typography color="text.secondary">{empty}</Typography>
        ) : (
          <Stack component="ul" spacing={1} sx={{ m: 0, pl: 2.5 }}>
            {cases.map((c) => (
              <li key={c.id}>
                <RouterLink to={casePath(c)}>{c.name}</RouterLink>{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  {c.citation}
                </Typography>
              </li>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

export function SectionLinks({ title, sections }: { title: string; sections: SectionLink[] }) {
  if (sections.length === 0) return null;
  return (
    <Card component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h3" sx={{ fontSize: '1.15rem', mb: 1 }}>
          {title}
        </Typography>
        <Stack component="ul" spacing={1} sx={{ m: 0, pl: 2.5 }}>
          {sections.map((s) => (
            <li key={s.id}>
              <RouterLink to={sectionPath(s)}>{sectionCitation(s)}</RouterLink>{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                {s.heading}
              </Typography>
            </li>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
