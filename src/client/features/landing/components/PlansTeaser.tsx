import { useAiEngine } from '@client/lib/ai-engine';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Plan } from '@shared/plans';

type PlanTeaser = { plan: Plan; price: string; per?: string; benefits: string[] };

// Prices and limits as src/shared/plans.ts and src/shared/ai-limits.ts state them.
const PLAN_TEASERS: PlanTeaser[] = [
  {
    plan: 'FREE',
    price: '£0',
    benefits: [
      'All study features: subjects, flashcards, notes, mind maps and exams',
      'One use of each AI tool a week',
    ],
  },
  {
    plan: 'BASIC',
    price: 'Through your institution',
    benefits: [
      'Arranged for university and course cohorts',
      '3 generations a week of notes, flashcards, mind maps and SBAQ quizzes',
    ],
  },
  {
    plan: 'PREMIUM',
    price: '£9.99',
    per: 'a month',
    benefits: [
      '5 generations a week for each content-creation AI tool',
      '5 SBAQ quizzes a week',
      '1 practice paper a week for each SQE2 practice tool',
      'AI assistant',
    ],
  },
  {
    plan: 'UNLIMITED',
    price: '£19.99',
    per: 'a month',
    benefits: [
      'Unlimited access to all AI tools, with no weekly limits',
      'Unlimited SBAQ quizzes and practice papers',
      'Early access to new features',
      'AI assistant',
    ],
  },
  {
    plan: 'ULTRA',
    price: '£34.99',
    per: 'a month',
    benefits: ['Everything in Unlimited', 'Priority access', 'Premium support with faster responses'],
  },
];

/** ULTRA's enhanced models are offered only when the server gives ULTRA a model of its own. */
function benefitsOf(teaser: PlanTeaser, enhancedModel: boolean): string[] {
  if (teaser.plan !== 'ULTRA' || !enhancedModel) return teaser.benefits;
  return teaser.benefits.map((b) => (b === 'Priority access' ? 'Enhanced AI models and priority access' : b));
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
      </Container>
    </Box>
  );
}
