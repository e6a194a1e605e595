import { PageContainer } from '@client/components/PageContainer';
import { Section } from '@client/components/Section';
import ArticleIcon from '@mui/icons-material/Article';
import BarChartIcon from '@mui/icons-material/BarChart';
import HistoryIcon from '@mui/icons-material/History';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link } from 'react-router';
import { UsersTable } from '../components/UsersTable';

const LINKS = [
  { to: '/admin-analytics', label: 'Analytics', icon: <BarChartIcon /> },
  { to: '/admin/blog', label: 'Blog', icon: <ArticleIcon /> },
  { to: '/admin/audit', label: 'Audit log', icon: <HistoryIcon /> },
];

/** /admin and /admin/dashboard: the way into the other admin screens, and every user. */
export default function AdminDashboardPage() {
  return (
    <PageContainer
      title="Admin dashboard"
      intro="Find a user to see their plan, content and AI use, or to change their plan."
      maxWidth="lg"
    >
      <Stack component="nav" aria-label="Admin sections" direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {LINKS.map((link) => (
          <Button key={link.to} component={Link} to={link.to} variant="outlined" startIcon={link.icon}>
            {link.label}
          </Button>
        ))}
      </Stack>
      <Section title="Users">
        <UsersTable />
      </Section>
    </PageContainer>
  );
}
