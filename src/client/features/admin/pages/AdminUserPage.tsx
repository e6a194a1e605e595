import { useAuth } from '@client/components/auth/auth-context';
import { DelayedLoading } from '@client/components/feedback/DelayedLoading';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { PageContainer } from '@client/components/PageContainer';
import { RouterLink } from '@client/components/RouterLink';
import { Section } from '@client/components/Section';
import { formatDate } from '@client/lib/format';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { ADMIN_MESSAGES, type AdminUserDetail } from '@shared/contracts/admin';
import { PLAN_DETAILS } from '@shared/plans';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useAdminUser, useAdminUserContent, useAdminUserUsage } from '../api';
import { AuditTable } from '../components/AuditTable';
import { ChangePlanForm } from '../components/ChangePlanForm';
import { ContentFigures } from '../components/ContentFigures';
import { PlanChip } from '../components/PlanChip';
import { UsageChart, UsageThisWeek } from '../components/UsageSection';

type Subscription = NonNullable<AdminUserDetail['subscription']>;
const STATUS: Record<Subscription['status'], string> = {
  active: 'Active',
  trialing: 'On trial',
  past_due: 'Payment overdue',
  paused: 'Paused',
  canceled: 'Ended',
  incomplete: 'Awaiting first payment',
  incomplete_expired: 'First payment failed',
  unpaid: 'Unpaid',
};
// Billing's entitled statuses: the user has the paid plan while the subscription is in one of these.
const PAYING: Subscription['status'][] = ['active', 'trialing', 'past_due'];

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1 }}
    >
      {rows.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function subscriptionText(s: Subscription | null): string {
  if (!s) return 'None: this user has never paid (Free, or a plan granted by an admin).';
  const end = formatDate(s.currentPeriodEnd);
  const period = end ? (s.cancelAtPeriodEnd ? `, ends on ${end}` : `, renews on ${end}`) : '';
  return `${PLAN_DETAILS[s.plan].name}, ${STATUS[s.status].toLowerCase()}${period}`;
}

function UsageBlock({ userId }: { userId: string }) {
  const usage = useAdminUserUsage(userId);
  if (usage.isPending) return <DelayedLoading variant="inline" />;
  if (usage.isError) return <FormErrorAlert title="AI usage could not be loaded." error={usage.error} />;
  return (
    <>
      <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
        This week
      </Typography>
      <UsageThisWeek usage={usage.data} />
      <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600, pt: 1 }}>
        Last 12 weeks
      </Typography>
      <UsageChart usage={usage.data} />
    </>
  );
}

function ContentBlock({ userId }: { userId: string }) {
  const content = useAdminUserContent(userId);
  if (content.isPending) return <DelayedLoading variant="inline" />;
  if (content.isError) return <FormErrorAlert title="Content could not be loaded." error={content.error} />;
  return <ContentFigures counts={content.data} />;
}

/** /admin/users/:userId: one user's plan and subscription, content, AI use, plan change and audit entries. */
export default function AdminUserPage() {
  const userId = useParams().userId ?? '';
  const detail = useAdminUser(userId);
  const user = detail.data?.user;
  const subscription = detail.data?.subscription ?? null;
  // The server refuses an admin's change of their own plan (policy.ts); the form is not offered either.
  const me = useAuth().user;

  return (
    <PageContainer title={user?.username ?? 'User'} intro={user?.email}>
      <RouterLink to="/admin">Back to all users</RouterLink>
      {detail.isPending ? <DelayedLoading variant="inline" /> : null}
      <FormErrorAlert title="This user could not be loaded." error={detail.error} />
      {user ? (
        <>
          <Section title="Subscription">
            <Card>
              <CardContent>
                <Facts
                  rows={[
                    ['Plan', <PlanChip key="plan" plan={user.plan} />],
                    ['Paid subscription', subscriptionText(subscription)],
                    ['Role', user.role === 'admin' ? 'Admin' : 'User'],
                    ['Joined', formatDate(user.createdAt)],
                    ['Last active', user.lastActiveAt ? formatDate(user.lastActiveAt) : 'Never'],
                  ]}
                />
              </CardContent>
            </Card>
          </Section>
          <Section title="Content">
            <ContentBlock userId={user.id} />
          </Section>
          <Section title="AI usage">
            <UsageBlock userId={user.id} />
          </Section>
          <Section title="Change plan">
            {me?.id === user.id ? (
              <Typography color="text.secondary">{ADMIN_MESSAGES.ownPlan}</Typography>
            ) : (
              <ChangePlanForm
                userId={user.id}
                username={user.username}
                current={user.plan}
                paying={subscription !== null && PAYING.includes(subscription.status)}
              />
            )}
          </Section>
          <Section title="Audit log">
            <AuditTable userId={user.id} label={`Audit log of ${user.username}`} pageSize={10} />
          </Section>
        </>
      ) : null}
    </PageContainer>
  );
}
