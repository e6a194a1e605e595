import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { StatFigures } from '@client/components/StatFigures';
import { retentionFigure } from '@client/lib/retention';
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { useDashboardStats } from '../api';
import { SectionCard } from './SectionCard';

export function StatsSection() {
  const stats = useDashboardStats();
  const data = stats.data;
  const figures: [string, string | null, string | null][] = data
    ? [
        ['Due today', data.today.due.toLocaleString('en-GB'), 'cards, with overdue'],
        [
          'Reviewed today',
          data.today.reviewed.toLocaleString('en-GB'),
          `${data.today.newStudied} of them new`,
        ],
        ['Streak', `${data.streakDays}`, data.streakDays === 1 ? 'day in a row' : 'days in a row'],
        ['Retention', ...retentionFigure(data)],
      ]
    : ['Due today', 'Reviewed today', 'Streak', 'Retention'].map((label) => [label, null, null]);
  return (
    <SectionCard
      id="stats"
      title="Stats"
      action={
        <Button component={Link} to="/flashcards/history" size="small">
          History
        </Button>
      }
    >
      {stats.isError ? (
        <FormErrorAlert title="Your statistics could not be loaded." error={stats.error} />
      ) : null}
      {!stats.isError ? <StatFigures figures={figures} /> : null}
      {data && data.today.due > 0 ? (
        <Button variant="contained" color="secondary" component={Link} to="/study-session" sx={{ mt: 2 }}>
          Study the {data.today.due.toLocaleString('en-GB')} due {data.today.due === 1 ? 'card' : 'cards'}
        </Button>
      ) : null}
    </SectionCard>
  );
}
