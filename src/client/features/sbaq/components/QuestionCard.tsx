import Flag from '@mui/icons-material/Flag';
import OutlinedFlag from '@mui/icons-material/OutlinedFlag';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SbaqQuizQuestion } from '@shared/contracts/sbaq';
import type { OptionKey } from '@shared/contracts/sbaq-data';
import { flkSubjectName } from '@shared/flk';

// Read by screen readers, not shown: the heading above already says which question this is.
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

type Props = {
  question: SbaqQuizQuestion;
  number: number;
  total: number;
  chosen: OptionKey | null;
  onChoose: (key: OptionKey | null) => void;
  /** A quiz offers a flag to come back to the question; the demo, all on one page, does not. */
  flag?: { flagged: boolean; onToggle: () => void };
};

/** One question: the stem and five options as a radio group, with a flag to come back to it. */
export function QuestionCard({ question, number, total, chosen, onChoose, flag }: Props) {
  const legendId = `question-${question.id}`;
  return (
    <Card component="section" aria-labelledby={legendId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5, flexWrap: 'wrap' }}
        >
          <Typography id={legendId} variant="h2" sx={{ fontSize: '1.15rem' }}>
            Question {number} of {total}
            <Typography component="span" color="text.secondary" sx={{ fontSize: '0.95rem', fontWeight: 400 }}>
              {' · '}
              {flkSubjectName(question.subject)}
            </Typography>
          </Typography>
          {flag ? (
            <Button
              size="small"
              color="secondary"
              variant={flag.flagged ? 'contained' : 'outlined'}
              startIcon={flag.flagged ? <Flag /> : <OutlinedFlag />}
              aria-pressed={flag.flagged}
              onClick={flag.onToggle}
            >
              {flag.flagged ? 'Flagged' : 'Flag'}
            </Button>
          ) : null}
        </Stack>
        <Typography sx={{ whiteSpace: 'pre-line', fontSize: '1.05rem', lineHeight: 1.6, mb: 2 }}>
          {question.stem}
        </Typography>
        <FormControl component="fieldset" sx={{ width: '100%' }}>
          <FormLabel component="legend" sx={visuallyHidden}>
            Your answer to question {number}
          </FormLabel>
          <RadioGroup
            name={`answer-${question.id}`}
            value={chosen ?? ''}
            onChange={(e) => onChoose(e.target.value as OptionKey)}
          >
            {question.options.map((o) => (
              <FormControlLabel
                key={o.key}
                value={o.key}
                control={<Radio sx={{ mt: -0.75 }} />}
                label={
                  <Box component="span" sx={{ display: 'flex', gap: 1 }}>
                    <Box component="strong" sx={{ minWidth: '1.1em' }}>
                      {o.key}
                    </Box>
                    <span>{o.text}</span>
                  </Box>
                }
                sx={{
                  alignItems: 'flex-start',
                  m: 0,
                  mb: 1,
                  py: 1,
                  pr: 1.5,
                  border: 1,
                  borderRadius: 1,
                  borderColor: chosen === o.key ? 'primary.main' : 'divider',
                  bgcolor: chosen === o.key ? 'rgba(27, 42, 74, 0.06)' : 'transparent',
                  '&:hover': { borderColor: 'primary.light' },
                }}
              />
            ))}
          </RadioGroup>
        </FormControl>
        {chosen ? (
          <Button size="small" onClick={() => onChoose(null)}>
            Clear my answer
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
