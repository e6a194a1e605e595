import { PageContainer } from '@client/components/PageContainer';
import { Section } from '@client/components/Section';
import { trackFeature } from '@client/lib/analytics';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TOOL_LABELS } from '@shared/ai-limits';
import { type AdminAnalytics, ANALYTICS_MESSAGES } from '@shared/contracts/analytics';
import { PLAN_DETAILS, PLANS } from '@shared/plans';
import { useState } from 'react';
import { useAdminAnalytics } from '../api';
import {
  PageViewsByDayChart,
  PlansChart,
  ToolUsageChart,
  TopPagesChart,
} from '../components/AnalyticsCharts';
import { FigureTable } from '../components/FigureTable';
import { UserStatCards } from '../components/UserStatCards';
import { analyticsCsv, analyticsRows, csvFileName, downloadCsv, planKey } from '../lib/csv';
import { placeholderAnalytics } from '../lib/fallback';
import { type DayRange, formatDay, isValidRange, lastDays, rangeDays } from '../lib/range';

const PRESETS = [
  { days: 7, label: 'Last 7 days' },
  { days: 30, label: 'Last 30 days' },
  { days: 90, label: 'Last 90 days' },
  { days: 365, label: 'Last 12 months' },
] as const;

/** /admin-analytics: users, plans, page views, AI tool use and actions over a chosen range, with a CSV export. */
export default function AdminAnalyticsPage() {
  const [range, setRange] = useState<DayRange>(() => lastDays(30));
  const valid = isValidRange(range);
  const query = useAdminAnalytics(range, valid);
  // A failed load shows placeholder figures from the last known user count, said plainly.
  const failed = query.isError && !query.data;
  const data: AdminAnalytics | undefined =
    query.data ?? (failed ? placeholderAnalytics({ ...range, days: rangeDays(range) }) : undefined);

  const exportCsv = () => {
    if (!query.data) return;
    downloadCsv(csvFileName(query.data), analyticsCsv(query.data));
    trackFeature('analytics.csv_export', 'done', { rows: analyticsRows(query.data).length });
  };

  return (
    <PageContainer
      title="Analytics"
      maxWidth="lg"
      intro="Users and plans as they are now; page views, AI tool use and actions over the days you choose (London time). Page views count only visitors who accepted analytics cookies."
    >
      <Stack
        component="form"
        aria-label="Date range"
        onSubmit={(e) => e.preventDefault()}
        spacing={1.5}
        sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            label="From"
            type="date"
            size="small"
            value={range.from}
            onChange={(e) => setRange((r) => ({ ...r, from: e.target.value }))}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: range.to } }}
            error={!valid}
          />
          <TextField
            label="To"
            type="date"
            size="small"
            value={range.to}
            onChange={(e) => setRange((r) => ({ ...r, to: e.target.value }))}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: range.from } }}
            error={!valid}
            helperText={valid ? undefined : ANALYTICS_MESSAGES.range}
          />
          <Box sx={{ flexGrow: 1, display: { xs: 'none', sm: 'block' } }} />
          <Button
            variant="contained"
            startIcon={<DownloadIcon />}
            onClick={exportCsv}
            disabled={!query.data}
            data-track="analytics-export-csv"
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            Export CSV
          </Button>
        </Stack>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {PRESETS.map((preset) => {
            const next = lastDays(preset.days);
            const current = next.from === range.from && next.to === range.to;
            return (
              <Button
                key={preset.days}
                size="small"
                variant={current ? 'contained' : 'outlined'}
                aria-pressed={current}
                onClick={() => setRange(next)}
              >
                {preset.label}
              </Button>
            );
          })}
        </Stack>
      </Stack>

      {failed ? (
        <Alert
          severity="warning"
          action={
            <Button
              color="inherit"
              size="small"
              sx={{ whiteSpace: 'nowrap' }}
              onClick={() => void query.refetch()}
            >
              Try again
            </Button>
          }
        >
          <strong>{ANALYTICS_MESSAGES.loadFailed}.</strong> The figures below are placeholders based on the
          last known number of users ({data?.userStats.totalUsers.toLocaleString('en-GB')}), not real data.
        </Alert>
      ) : null}

      {!data ? (
        valid ? (
          <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center' }}>
            <CircularProgress size={20} aria-hidden="true" />
            <Typography>Loading analytics…</Typography>
          </Stack>
        ) : null
      ) : (
        <Figures data={data} placeholder={failed} refreshing={query.isFetching} />
      )}
    </PageContainer>
  );
}

function Figures({
  data,
  placeholder,
  refreshing,
}: {
  data: AdminAnalytics;
  placeholder: boolean;
  refreshing: boolean;
}) {
  const { range } = data;
  const others = [
    ...PLANS.filter((p) => p !== 'FREE' && p !== 'BASIC').map((plan) => ({
      key: `conversion:${plan}`,
      name: `Conversions to ${PLAN_DETAILS[plan].name}`,
      value: data.conversions[planKey(plan) as 'premium' | 'unlimited' | 'ultra'],
    })),
    ...data.actions.map((a) => ({ key: `action:${a.name}`, name: a.name, value: a.count })),
    ...data.features.map((f) => ({ key: `feature:${f.name}`, name: `Feature: ${f.name}`, value: f.count })),
  ].filter((row) => row.value > 0);
  return (
    <Stack spacing={4} aria-busy={refreshing}>
      <Typography color="text.secondary" data-testid="analytics-range">
        {placeholder ? 'Placeholder figures. ' : ''}
        {formatDay(range.from)} to {formatDay(range.to)} ({range.days} {range.days === 1 ? 'day' : 'days'})
      </Typography>

      <Section title="Users">
        <UserStatCards stats={data.userStats} />
      </Section>

      <Section title="Users per plan">
        <PlansChart stats={data.subscriptionStats} />
        <FigureTable
          label="Users per plan"
          columns={['Plan', 'Users']}
          rows={PLANS.map((plan) => ({
            key: plan,
            name: PLAN_DETAILS[plan].name,
            value: data.subscriptionStats[planKey(plan)],
          }))}
          empty="No users yet."
        />
      </Section>

      <Section title="Page views">
        <Typography>
          <strong>{data.totalPageViews.toLocaleString('en-GB')}</strong>{' '}
          {data.totalPageViews === 1 ? 'page view' : 'page views'} in this range.
        </Typography>
        {data.totalPageViews > 0 ? <PageViewsByDayChart days={data.pageViewsByDay} /> : null}
      </Section>

      <Section title="Page views per page">
        {data.pageViews.length > 0 ? <TopPagesChart pages={data.pageViews} /> : null}
        <FigureTable
          label="Page views per page"
          columns={['Page', 'Views']}
          rows={data.pageViews.map((p) => ({ key: p.path, name: p.path, value: p.views }))}
          empty="No page views in this range."
          maxHeight={440}
        />
      </Section>

      <Section title="AI tool usage">
        <Typography variant="body2" color="text.secondary">
          From the server's own records of AI use, counted per week: the weeks (Monday to Sunday) that overlap
          the range.
        </Typography>
        {data.toolUsage.some((t) => t.uses > 0) ? <ToolUsageChart tools={data.toolUsage} /> : null}
        <FigureTable
          label="AI tool usage"
          columns={['Tool', 'Uses']}
          rows={data.toolUsage.map((t) => ({ key: t.tool, name: TOOL_LABELS[t.tool], value: t.uses }))}
          empty="No AI tools."
        />
      </Section>

      <Section title="Conversions and actions">
        <FigureTable
          label="Conversions and actions"
          columns={['Event', 'Count']}
          rows={others}
          empty="No conversions or actions in this range."
          maxHeight={440}
        />
      </Section>
    </Stack>
  );
}
