import { Markdown } from '@client/components/Markdown';
import Description from '@mui/icons-material/Description';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ScenarioView } from '@shared/contracts/practice';
import { useId } from 'react';

const KIND_LABEL: Record<ScenarioView['materials'][number]['kind'], string> = {
  email: 'Email',
  letter: 'Letter',
  memo: 'Memo',
  document: 'Document',
  extract: 'Extract',
  note: 'Note',
  transcript: 'Transcript',
  statement: 'Statement',
};

/** The task and the papers the candidate gets, each paper folded so the list fits a phone. */
export function CaseMaterials({
  scenario,
  heading,
  expandFirst = false,
  foldTask,
}: {
  scenario: ScenarioView;
  heading: string;
  expandFirst?: boolean;
  /** Folds the task away (on a phone, where it would push the conversation far down); `open` at first. */
  foldTask?: { open: boolean };
}) {
  const id = useId();
  // Folded, the accordion's own heading element is the h2 and the title a span inside its button.
  const title = (
    <Typography id={id} variant="h2" component={foldTask ? 'span' : 'h2'} sx={{ fontSize: '1.3rem' }}>
      {heading}
    </Typography>
  );
  const task = (
    <Box sx={{ fontSize: '0.975rem' }}>
      <Markdown>{scenario.task}</Markdown>
    </Box>
  );
  return (
    <Stack component="section" aria-labelledby={id} spacing={1.5}>
      {foldTask ? (
        <Accordion
          disableGutters
          variant="outlined"
          defaultExpanded={foldTask.open}
          slotProps={{ heading: { component: 'h2' } }}
        >
          <AccordionSummary expandIcon={<ExpandMore />}>{title}</AccordionSummary>
          <AccordionDetails sx={{ pt: 0 }}>{task}</AccordionDetails>
        </Accordion>
      ) : (
        <>
          {title}
          {task}
        </>
      )}
      {scenario.materials.length > 0 ? (
        <Box>
          {scenario.materials.map((m, i) => (
            <Accordion
              key={m.title}
              disableGutters
              defaultExpanded={expandFirst && i === 0}
              variant="outlined"
              sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}
            >
              <AccordionSummary expandIcon={<ExpandMore />} sx={{ minHeight: 52 }}>
                <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', minWidth: 0 }}>
                  <Description fontSize="small" color="action" aria-hidden="true" />
                  <Box sx={{ minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{m.title}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      {KIND_LABEL[m.kind]}
                    </Typography>
                  </Box>
                </Stack>
              </AccordionSummary>
              <AccordionDetails sx={{ pt: 0, fontSize: '0.95rem' }}>
                <Markdown>{m.body}</Markdown>
              </AccordionDetails>
            </Accordion>
          ))}
        </Box>
      ) : null}
    </Stack>
  );
}
