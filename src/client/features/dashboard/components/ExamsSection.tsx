import { RouterLink } from '@client/components/RouterLink';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { SectionCard } from './SectionCard';

/** Exams arrive in a later release; until then the section says so instead of showing sample dates. */
export function ExamsSection() {
  return (
    <SectionCard id="exams" title="Upcoming Exams">
      <Card>
        <CardContent>
          <Typography>No upcoming exams.</Typography>
          <Typography color="text.secondary" variant="body2" sx={{ mt: 0.5 }}>
            Recording your real and mock exams, with a countdown to each here, arrives in a later release of
            Ratio. <RouterLink to="/exams">About exams</RouterLink>
          </Typography>
        </CardContent>
      </Card>
    </SectionCard>
  );
}
