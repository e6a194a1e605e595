import { useAiEngine } from '@client/lib/ai-engine';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { WEEKLY_LIMITS } from '@shared/ai-limits';
import { DEFAULT_PRICES, type Plan } from '@shared/plans';
import { Link } from 'react-router';

type PlanTeaser = { plan: Plan; price: string; per?: string; lead: string };

const PLAN_TEASERS: PlanTeaser[] = [
  { plan: 'FREE', price: '£0', lead: 'All study features: subjects, flashcards, notes, mind maps and exams' },
  { plan: 'BASIC', price: 'Through your institution', lead: 'Arranged for university and course cohorts' },
  { plan: 'PREMIUM', price: `£${DEFAULT_PRICES.PREMIUM}`, per: 'a month', lead: 'AI assistant' },
  { plan: 'UNLIMITED', price: `£${DEFAULT_PRICES.UNLIMITED}`, per: 'a month', lead: 'AI assistant' },
  { plan: 'ULTRA', price: `£${DEFAULT_PRICES.ULTRA}`, per: 'a month', lead: 'Everything in Unlimited' },
];

const times = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The weekly allowance in a few words, from the limits table the server enforces. */
export function teaserLines(plan: Plan): string[] {
  const limits = WEEKLY_LIMITS[plan];
  if (!limits) return ['No weekly limits on any AI tool'];
  return [
    `${times(limits.content, 'generation', 'generations')} a week for each of notes, flashcards, mind maps and SBAQ quizzes`,
    `${times(limits.practice, 'practice paper', 'practice papers')} a week for each SQE2 practice tool`,
  ];
}

/** ULTRA's enhanced models are offered only when the server gives ULTRA a model of its own. */
function benefitsOf(teaser: PlanTeaser, enhancedModel: boolean): string[] {
  const lines = [teaser.lead, ...teaserLines(teaser.plan)];
  if (teaser.plan !== 'ULTRA') return lines;
  return [...lines, enhancedModel ? 'Enhanced AI models and priority access' : 'Priority access'];
}

export function PlansTeaser() {
  const enhancedModel = useAiEngine().data?.enhancedModel ?? false;
  return (
    <Box
      component="section"
      aria-labelledby="plans-heading"
      sx={{ bgcolor: 'background.paper', py: { xs: 6, md: 9 } }}
    >
      <Container maxWidth="lg">
        <Stack spacing={1} sx={{ mb: 4, maxWidth: 720 }}>
          <Typography id="plans-heading" variant="h2">
            Plans
          </Typography>
          <Typography color="text.secondary">
            Start free and upgrade when you need more AI practice. Prices are per month in pounds sterling;
            weekly limits reset every Monday at midnight, UK time.
          </Typography>
        </Stack>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, 1fr)',
              md: 'repeat(3, 1fr)',
              lg: 'repeat(5, 1fr)',
            },
          }}
        >
          {PLAN_TEASERS.map((teaser) => (
            <Card key={teaser.plan} component="article" aria-label={`${teaser.plan} plan`}>
              <CardContent sx={{ p: 2.5 }}>
                <Typography variant="overline" sx={{ fontWeight: 700, color: 'secondary.dark' }}>
                  {teaser.plan}
                </Typography>
                <Typography
                  variant="h3"
                  component="p"
                  sx={{ fontSize: teaser.price.startsWith('£') ? '1.6rem' : '1.15rem', mb: 1.5 }}
                >
                  {teaser.price}
                  {teaser.per ? (
                    <Typography component="span" color="text.secondary" sx={{ fontSize: '0.9rem', ml: 0.5 }}>
                      {teaser.per}
                    </Typography>
                  ) : null}
                </Typography>
                <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {benefitsOf(teaser, enhancedModel).map((benefit) => (
                    <Stack component="li" key={benefit} direction="row" spacing={1}>
                      <CheckCircle fontSize="small" color="primary" aria-hidden="true" sx={{ mt: '2px' }} />
                      <Typography variant="body2">{benefit}</Typography>
                    </Stack>
                  ))}
                </Stack>
              </CardContent>
            </Card>
          ))}
        </Box>
        <Box sx={{ mt: 3 }}>
          <Button component={Link} to="/pricing" variant="outlined">
            See full pricing
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
