import { SqeReadiness } from '@client/components/SqeReadiness';
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { SectionCard } from './SectionCard';

/** The compact SQE readiness: the exam it is measured against and the first things to do today. */
export function ReadinessSection() {
  return (
    <SectionCard
      id="readiness"
      title="SQE Readiness"
      action={
        <Button component={Link} to="/sqe" size="small">
          Full readiness
        </Button>
      }
    >
      <SqeReadiness compact />
    </SectionCard>
  );
}
