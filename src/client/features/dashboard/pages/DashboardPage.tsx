import { useAuth } from '@client/components/auth/auth-context';
import { usePageTitle } from '@client/components/use-page-title';
import Tune from '@mui/icons-material/Tune';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DashboardSettings } from '@shared/contracts/account';
import type { User } from '@shared/contracts/auth';
import { type ReactNode, useMemo, useState } from 'react';
import {
  useDashboardSettings,
  useDashboardStats,
  useDashboardSubjects,
  useSaveDashboardSettings,
} from '../api';
import { CustomiseDialog } from '../components/CustomiseDialog';
import { ExamsSection } from '../components/ExamsSection';
import { FirstRunGuide } from '../components/FirstRunGuide';
import { ProgressSection } from '../components/ProgressSection';
import { QuickActionsSection } from '../components/QuickActionsSection';
import { ReadinessSection } from '../components/ReadinessSection';
import { StatsSection } from '../components/StatsSection';
import { SubjectsSection } from '../components/SubjectsSection';
import { WelcomeSection } from '../components/WelcomeSection';
import { firstRun, greetingFor } from '../first-run';
import { mergeWithDefaults, orderedSections, readLocal } from '../settings';

function Welcome({ user }: { user: User }) {
  const stats = useDashboardStats();
  const subjects = useDashboardSubjects();
  const guide = firstRun(stats.data, subjects.data?.length);
  return (
    <WelcomeSection
      user={user}
      greeting={greetingFor(guide, stats.data !== undefined, user.createdAt)}
      due={stats.data?.today.due ?? null}
    />
  );
}

/** A new user's getting-started steps, until their first card is answered. */
function Guide() {
  const stats = useDashboardStats();
  const subjects = useDashboardSubjects();
  const guide = firstRun(stats.data, subjects.data?.length);
  return guide ? <FirstRunGuide guide={guide} /> : null;
}

function renderSection(id: string, user: User, settings: DashboardSettings): ReactNode {
  switch (id) {
    case 'welcome':
      return <Welcome user={user} />;
    case 'stats':
      return <StatsSection />;
    case 'exams':
      return <ExamsSection />;
    case 'readiness':
      return <ReadinessSection />;
    case 'progress':
      return <ProgressSection />;
    case 'quickActions':
      return <QuickActionsSection actions={settings.quickActions} />;
    case 'subjects':
      return <SubjectsSection />;
    default:
      return null;
  }
}

export default function DashboardPage() {
  const { user } = useAuth();
  usePageTitle('Dashboard');
  const query = useDashboardSettings();
  const save = useSaveDashboardSettings();
  const [customising, setCustomising] = useState(false);
  // If the server cannot be reached the local copy (or the defaults) still draws the dashboard.
  const fallback = useMemo(() => readLocal(globalThis.localStorage) ?? mergeWithDefaults(null), []);
  const settings = query.data ?? fallback;
  if (!user) return null;
  const shown = orderedSections(settings).filter((s) => s.visible);
  const welcomeShown = shown.some((s) => s.id === 'welcome');

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Stack spacing={4}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
          {/* The page keeps one h1 even when the Welcome section (which holds it) is hidden. */}
          {welcomeShown ? <span /> : <Typography variant="h1">Dashboard</Typography>}
          <Button
            variant="outlined"
            startIcon={<Tune />}
            onClick={() => setCustomising(true)}
            aria-label="Customise dashboard"
          >
            Customise
          </Button>
        </Stack>
        {shown.length === 0 ? (
          <Typography color="text.secondary">
            Every section is hidden. Use Customise to show some again.
          </Typography>
        ) : null}
        {/* A new user's guide comes right under the greeting, or first when the greeting is hidden. */}
        {welcomeShown ? null : <Guide />}
        {shown.map((section) => (
          <Stack key={section.id} spacing={4}>
            {renderSection(section.id, user, settings)}
            {section.id === 'welcome' ? <Guide /> : null}
          </Stack>
        ))}
      </Stack>
      <CustomiseDialog
        open={customising}
        settings={settings}
        onChange={(next) => save.mutate(next)}
        onClose={() => setCustomising(false)}
      />
    </Container>
  );
}
