import Cancel from '@mui/icons-material/Cancel';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SbaqReviewedQuestion } from '@shared/contracts/sbaq';
import { flkSubjectName } from '@shared/flk';

const GREEN = '#2e7d32';
const RED = '#c62828';

function verdict(q: SbaqReviewedQuestion) {
  if (q.chosen === null) return { label: 'Not answered', color: 'default' as const };
  return q.correct
    ? { label: 'Correct', color: 'success' as const }
    : { label: 'Incorrect', color: 'error' as const };
}

/** A demo question once checked: the correct option and the visitor's marked, and why each is right or wrong. */
export function ReviewedSbaq({ question: q, number }: { question: SbaqReviewedQuestion; number: number }) {
  const v = verdict(q);
  return (
    <Card component="article" aria-labelledby={`review-${q.id}`}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }}
        >
          <Typography id={`review-${q.id}`} variant="h3" sx={{ fontSize: '1.1rem', mr: 'auto' }}>
            Question {number}
            <Typography component="span" color="text.secondary" sx={{ fontSize: '0.9rem', fontWeight: 400 }}>
              {' · '}
              {flkSubjectName(q.subject)} · {q.topic}
            </Typography>
          </Typography>
          <Chip size="small" label={v.label} color={v.color} />
        </Stack>
        <Typography sx={{ whiteSpace: 'pre-line', lineHeight: 1.6, mb: 2 }}>{q.stem}</Typography>
        <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {q.options.map((o) => {
            const isAnswer = o.key === q.answer;
            const isChosen = o.key === q.chosen;
            const colour = isAnswer ? GREEN : isChosen ? RED : undefined;
            return (
              <Box
                component="li"
                key={o.key}
                sx={{
                  border: isAnswer || isChosen ? 2 : 1,
                  borderColor: colour ?? 'divider',
                  borderRadius: 1,
                  p: 1.5,
                  bgcolor: isAnswer
                    ? 'rgba(46, 125, 50, 0.06)'
                    : isChosen
                      ? 'rgba(198, 40, 40, 0.05)'
                      : 'transparent',
                }}
              >
                <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                  <Box component="strong" sx={{ minWidth: '1.1em' }}>
                    {o.key}
                  </Box>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography sx={{ fontWeight: isAnswer ? 600 : 400 }}>{o.text}</Typography>
                    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', my: 0.5 }}>
                      {isAnswer ? (
                        <Chip size="small" icon={<CheckCircle />} label="Correct answer" color="success" />
                      ) : null}
                      {isChosen ? (
                        <Chip
                          size="small"
                          icon={isAnswer ? <CheckCircle /> : <Cancel />}
                          label="Your answer"
                          color={isAnswer ? 'success' : 'error'}
                          variant="outlined"
                        />
                      ) : null}
                    </Stack>
                    <Typography color="text.secondary" sx={{ fontSize: '0.95rem' }}>
                      {o.explanation}
                    </Typography>
                  </Box>
                </Stack>
              </Box>
            );
          })}
        </Stack>
      </CardContent>
    </Card>
  );
}
