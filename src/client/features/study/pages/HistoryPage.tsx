import { DelayedLoading } from '@client/components/feedback/DelayedLoading';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { PageContainer } from '@client/components/PageContainer';
import { StatFigures } from '@client/components/StatFigures';
import { retentionFigure } from '@client/lib/retention';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { StudyStats } from '@shared/contracts/study';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useStudyStats } from '../api';
import { ReviewLog } from '../components/ReviewLog';
import { CardsByStateChart, ForecastChart } from '../components/StudyCharts';
import { YearHeatmap } from '../components/YearHeatmap';

function Panel({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <Card
      component="section"
      aria-label={title}
      sx={{ gridColumn: wide ? '1 / -1' : undefined, minWidth: 0 }}
    >
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function Figures({ stats }: { stats: StudyStats }) {
  const figures: [string, string, string][] = [
    ['Reviewed today', stats.today.reviewed.toLocaleString('en-GB'), `${stats.today.newStudied} new`],
    ['Due today', stats.today.due.toLocaleString('en-GB'), 'including overdue'],
    ['True retention', ...retentionFigure(stats)],
    ['Streak', `${stats.streakDays} ${stats.streakDays === 1 ? 'day' : 'days'}`, 'in a row with reviews'],
  ];
  return <StatFigures figures={figures} />;
}

/** No review in the year and no card at all: the charts would only show zeros. */
const isEmpty = (stats: StudyStats) =>
  stats.reviewsPerDay.every((d) => d.count === 0) && Object.values(stats.cardsByState).every((n) => n === 0);

export default function HistoryPage() {
  const stats = useStudyStats();
  const nothingYet = stats.data ? isEmpty(stats.data) : false;
  return (
    <PageContainer title="Review history" maxWidth="lg" intro="How your reviews went, and what is coming up.">
      {stats.isPending ? <DelayedLoading variant="inline" /> : null}
      {stats.isError ? (
        <FormErrorAlert title="Your statistics could not be loaded." error={stats.error} />
      ) : null}
      {nothingYet ? (
        <Card>
          <CardContent sx={{ p: { xs: 3, md: 4 } }}>
            <Typography variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
              Nothing to show yet
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              Make or import some cards and study them; your reviews, retention and forecast will appear here.
            </Typography>
            <Button variant="contained" component={Link} to="/flashcards">
              Go to your flashcards
            </Button>
          </CardContent>
        </Card>
      ) : null}
      {stats.data && !nothingYet ? (
        <>
          <Figures stats={stats.data} />
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            <Panel title="Reviews per day" wide>
              <YearHeatmap days={stats.data.reviewsPerDay} />
            </Panel>
            <Panel title="Cards by state">
              <CardsByStateChart byState={stats.data.cardsByState} />
            </Panel>
            <Panel title="Due in the next 30 days">
              <ForecastChart forecast={stats.data.forecast} />
            </Panel>
          </Box>
        </>
      ) : null}
      <Panel title="Review log">
        <ReviewLog />
      </Panel>
    </PageContainer>
  );
}
