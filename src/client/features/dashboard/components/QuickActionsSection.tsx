import ArrowForward from '@mui/icons-material/ArrowForward';
import AutoAwesome from '@mui/icons-material/AutoAwesome';
import School from '@mui/icons-material/School';
import Style from '@mui/icons-material/Style';
import Upload from '@mui/icons-material/Upload';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import type { QuickAction } from '../settings';
import { SectionCard } from './SectionCard';

// The icon names of DEFAULT_DASHBOARD_SETTINGS (Material icon names).
const ICONS: Record<string, ComponentType<{ fontSize?: 'small' | 'medium'; color?: 'primary' }>> = {
  school: School,
  style: Style,
  upload: Upload,
  auto_awesome: AutoAwesome,
};

export function QuickActionsSection({ actions }: { actions: QuickAction[] }) {
  const shown = actions.filter((a) => a.visible);
  return (
    <SectionCard id="quickActions" title="Quick Actions">
      {shown.length === 0 ? (
        <Typography color="text.secondary">
          All quick actions are hidden. Customise the dashboard to show them again.
        </Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
          }}
        >
          {shown.map((action) => {
            const Icon = ICONS[action.icon] ?? ArrowForward;
            return (
              <Card key={action.id}>
                <CardActionArea component={Link} to={action.action} sx={{ height: '100%', p: 2.5 }}>
                  <Stack spacing={1}>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <Icon color="primary" />
                      <Typography variant="h5" component="h3" sx={{ flex: 1 }}>
                        {action.name}
                      </Typography>
                      <ArrowForward fontSize="small" aria-hidden="true" />
                    </Stack>
                    <Typography variant="body2" color="text.secondary">
                      {action.description}
                    </Typography>
                  </Stack>
                </CardActionArea>
              </Card>
            );
          })}
        </Box>
      )}
    </SectionCard>
  );
}
