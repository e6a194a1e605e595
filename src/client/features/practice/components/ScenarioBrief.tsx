import { Markdown } from '@client/components/Markdown';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ScenarioView } from '@shared/contracts/practice';
import type { ReactNode } from 'react';

const READER_KIND = {
  'lay-client': 'a lay client',
  'business-client': 'a business client',
  solicitor: 'another solicitor',
  other: 'the reader named',
} as const;

const MATERIAL_KIND: Record<ScenarioView['materials'][number]['kind'], string> = {
  email: 'Email',
  letter: 'Letter',
  memo: 'Memo',
  document: 'Document',
  extract: 'Extract',
  note: 'Note',
  transcript: 'Transcript',
  statement: 'Statement',
};

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack component="section" aria-labelledby={id} spacing={1.25}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.3rem' }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** The materials as a file of documents: each opens on its own, the first one open. */
function Materials({ materials }: { materials: ScenarioView['materials'] }) {
  return (
    <Stack spacing={1}>
      {materials.map((m, i) => (
        <Accordion
          key={m.title}
          defaultExpanded={i === 0}
          disableGutters
          variant="outlined"
          sx={{ borderRadius: 1, '&::before': { display: 'none' } }}
        >
          <AccordionSummary
            expandIcon={<ExpandMore />}
            aria-controls={`material-${i}-content`}
            id={`material-${i}-header`}
          >
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ alignItems: 'center', flexWrap: 'wrap', minWidth: 0 }}
            >
              <Chip size="small" label={`${i + 1}. ${MATERIAL_KIND[m.kind]}`} variant="outlined" />
              <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {m.title}
              </Typography>
            </Stack>
          </AccordionSummary>
          <AccordionDetails id={`material-${i}-content`} sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
            <Markdown>{m.body}</Markdown>
          </AccordionDetails>
        </Accordion>
      ))}
    </Stack>
  );
}

/** What the candidate is given: the task, who it is for, the materials, and what is marked. */
export function ScenarioBrief({ scenario }: { scenario: ScenarioView }) {
  return (
    <Stack spacing={3}>
      <Part id="task-heading" title="Your task">
        <Card>
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <Markdown>{scenario.task}</Markdown>
            {scenario.reader ? (
              <Typography color="text.secondary" sx={{ mt: 1.5, fontSize: '0.95rem' }}>
                You are writing to {scenario.reader.name}, {READER_KIND[scenario.reader.kind]}: the tone is
                marked for that reader.
              </Typography>
            ) : null}
          </CardContent>
        </Card>
      </Part>
      {scenario.materials.length > 0 ? (
        <Part id="materials-heading" title={`Materials (${scenario.materials.length})`}>
          <Materials materials={scenario.materials} />
        </Part>
      ) : null}
      <Part id="criteria-brief-heading" title="What is marked">
        <Card>
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {scenario.criteria.map((c) => (
                <li key={c.id}>
                  <Stack
                    direction="row"
                    spacing={1}
                    useFlexGap
                    sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                  >
                    <Typography sx={{ fontWeight: 600 }}>{c.name}</Typography>
                    <Chip
                      size="small"
                      label={c.kind === 'skills' ? 'Skills' : 'Application of law'}
                      color={c.kind === 'skills' ? 'default' : 'primary'}
                      variant="outlined"
                    />
                  </Stack>
                  <Typography color="text.secondary" sx={{ fontSize: '0.95rem', mt: 0.25 }}>
                    {c.description}
                  </Typography>
                </li>
              ))}
            </Stack>
          </CardContent>
        </Card>
      </Part>
    </Stack>
  );
}
