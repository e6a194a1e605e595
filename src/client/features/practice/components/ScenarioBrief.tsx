import { Markdown } from '@client/components/Markdown';
import { Section } from '@client/components/Section';
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
import { useId, useState } from 'react';

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

/** The materials as a file of documents: each opens on its own. */
function Materials({
  materials,
  expandFirst,
}: {
  materials: ScenarioView['materials'];
  expandFirst: boolean;
}) {
  const id = useId();
  return (
    <Stack spacing={1}>
      {materials.map((m, i) => (
        <Accordion
          key={m.title}
          defaultExpanded={expandFirst && i === 0}
          disableGutters
          variant="outlined"
          sx={{ borderRadius: 1, '&::before': { display: 'none' } }}
        >
          <AccordionSummary
            expandIcon={<ExpandMore />}
            aria-controls={`${id}-${i}-content`}
            id={`${id}-${i}`}
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
          <AccordionDetails id={`${id}-${i}-content`} sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
            <Markdown>{m.body}</Markdown>
          </AccordionDetails>
        </Accordion>
      ))}
    </Stack>
  );
}

function Criteria({ criteria }: { criteria: ScenarioView['criteria'] }) {
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {criteria.map((c) => (
            <li key={c.id}>
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
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
  );
}

type Props = {
  scenario: ScenarioView;
  /** "Your task" over a written task; "Before the interview" or "Your instructions" beside a conversation. */
  taskHeading?: string;
  /** Folds the task away (on a phone, where it would push a conversation far down); `open` at first. */
  foldTask?: { open: boolean };
  /** Opens the first of the materials at once. */
  expandFirst?: boolean;
  /** What is marked: a written task lists it; a conversation's tips cover it. */
  criteria?: boolean;
};

/** What the candidate is given: the task, who it is for, the materials, and what is marked. */
export function ScenarioBrief({
  scenario,
  taskHeading = 'Your task',
  foldTask,
  expandFirst = true,
  criteria = true,
}: Props) {
  // Open or folded at first only: after that the candidate decides (the conversation moving on must not fold it).
  const [taskOpen] = useState(foldTask?.open ?? true);
  const task = (
    <>
      <Markdown>{scenario.task}</Markdown>
      {scenario.reader ? (
        <Typography color="text.secondary" sx={{ mt: 1.5, fontSize: '0.95rem' }}>
          You are writing to {scenario.reader.name}, {READER_KIND[scenario.reader.kind]}: the tone is marked
          for that reader.
        </Typography>
      ) : null}
    </>
  );
  return (
    <Stack spacing={3}>
      {foldTask ? (
        // Folded, the accordion's own heading element is the h2, and the title a span inside its button.
        <Accordion
          disableGutters
          variant="outlined"
          defaultExpanded={taskOpen}
          slotProps={{ heading: { component: 'h2' } }}
          sx={{ borderRadius: 1, '&::before': { display: 'none' } }}
        >
          <AccordionSummary expandIcon={<ExpandMore />}>
            <Typography component="span" variant="h2" sx={{ fontSize: '1.35rem' }}>
              {taskHeading}
            </Typography>
          </AccordionSummary>
          <AccordionDetails sx={{ pt: 0 }}>{task}</AccordionDetails>
        </Accordion>
      ) : (
        <Section title={taskHeading}>
          <Card>
            <CardContent sx={{ p: { xs: 2, sm: 3 } }}>{task}</CardContent>
          </Card>
        </Section>
      )}
      {scenario.materials.length > 0 ? (
        <Section title={`Materials (${scenario.materials.length})`}>
          <Materials materials={scenario.materials} expandFirst={expandFirst} />
        </Section>
      ) : null}
      {criteria ? (
        <Section title="What is marked">
          <Criteria criteria={scenario.criteria} />
        </Section>
      ) : null}
    </Stack>
  );
}
