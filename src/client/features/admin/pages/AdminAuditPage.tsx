import { PageContainer } from '@client/components/PageContainer';
import { RouterLink } from '@client/components/RouterLink';
import { AuditTable } from '../components/AuditTable';

/** /admin/audit: every change an admin made to a user, newest first. */
export default function AdminAuditPage() {
  return (
    <PageContainer
      title="Audit log"
      intro="Every change an admin made to a user, with who made it, when and why. Newest first."
      maxWidth="lg"
    >
      <RouterLink to="/admin">Back to the admin dashboard</RouterLink>
      <AuditTable label="Audit log entries" />
    </PageContainer>
  );
}
