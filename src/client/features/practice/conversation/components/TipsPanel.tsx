import ExpandMore from '@mui/icons-material/ExpandMore';
import TipsAndUpdatesOutlined from '@mui/icons-material/TipsAndUpdatesOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export type Tip = { title: string; text: string };

export const QUESTIONING_TIPS: Tip[] = [
  {
    title: 'Open first',
    text: 'Let the client tell the story in their own words: “Tell me what happened.” “What would you like to achieve?”',
  },
  {
    title: 'Then closed questions',
    text: 'Funnel down to pin the detail: dates, amounts, names, what was signed and what was said.',
  },
  {
    title: 'Listen and follow up',
    text: 'Pick up what the client has just told you; a fact mentioned in passing is often the one that matters.',
  },
  {
    title: 'Summarise back',
    text: '“So, if I have understood you…”: it checks the facts and shows the client you have listened.',
  },
  {
    title: 'Goals and worries',
    text: 'Ask what matters most to the client (cost, time, a relationship) before you advise.',
  },
  {
    title: 'Close properly',
    text: 'Explain what happens next, what you need from the client, and the likely cost.',
  },
];

export const ADVOCACY_TIPS: Tip[] = [
  {
    title: 'Introduce',
    text: 'Say who you are, whom you appear for, and what is before the court.',
  },
  {
    title: 'Ask for the order first',
    text: 'Tell the judge at once what you want, then why.',
  },
  {
    title: 'Number your submissions',
    text: '“I have three submissions.” Take each in turn, with the evidence and the authority for it.',
  },
  {
    title: 'Answer the judge',
    text: 'When the judge intervenes, answer the question directly, then return to your structure.',
  },
  {
    title: 'Conclude',
    text: 'Restate the order you seek and, if it helps, the terms of it.',
  },
];

/** Short advice on the skill, folded away until wanted. */
export function TipsPanel({ title, tips }: { title: string; tips: Tip[] }) {
  return (
    <Accordion disableGutters variant="outlined" sx={{ bgcolor: 'rgba(183, 112, 42, 0.06)' }}>
      <AccordionSummary expandIcon={<ExpandMore />}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TipsAndUpdatesOutlined color="secondary" aria-hidden="true" />
          <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
          {tips.map((t) => (
            <li key={t.title}>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {t.title}.{' '}
              </Typography>
              <Typography component="span" color="text.secondary">
                {t.text}
              </Typography>
            </li>
          ))}
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}
