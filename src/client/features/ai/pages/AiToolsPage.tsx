import { EngineLabel } from '@client/components/EngineLabel';
import { PageContainer } from '@client/components/PageContainer';
import { allowanceText, atLimit, resetsAtText, useAiUsage } from '@client/lib/ai-usage';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ToolUsage } from '@shared/contracts/ai';
import { Link } from 'react-router';
import { AI_TOOL_GROUPS, type AiTool } from '../model/tools';

function ToolCard({
  tool,
  usage,
  loading,
}: {
  tool: AiTool;
  usage: ToolUsage | undefined;
  loading: boolean;
}) {
  const used = atLimit(usage);
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none', height: '100%' }}>
      <CardActionArea component={Link} to={tool.to} sx={{ height: '100%', alignItems: 'stretch' }}>
        <CardContent sx={{ height: '100%' }}>
          <Stack spacing={1} sx={{ height: '100%' }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography component="h3" variant="h6" sx={{ fontSize: '1.05rem' }}>
                {tool.name}
              </Typography>
              <ArrowForward fontSize="small" color="action" aria-hidden="true" />
            </Stack>
            <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
              {tool.description}
            </Typography>
            {loading ? (
              <Skeleton width="70%" />
            ) : usage ? (
              <div>
                <Chip
                  size="small"
                  color={used ? 'warning' : usage.limit === null ? 'success' : 'default'}
                  variant={used ? 'filled' : 'outlined'}
                  label={allowanceText(usage)}
                  sx={{ height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
                />
              </div>
            ) : null}
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** Every AI tool, what it does, and how many uses are left this week. */
export default function AiToolsPage() {
  const usage = useAiUsage();
  return (
    <PageContainer
      title="AI tools"
      maxWidth="lg"
      intro={
        usage.data
          ? `Your plan: ${usage.data.plan}. Allowances reset on ${resetsAtText(usage.data.resetsAt)} (UK time).`
          : 'Every AI tool in one place, with how many uses your plan has left this week.'
      }
    >
      {usage.isError ? <Alert severity="error">Your allowances could not be loaded.</Alert> : null}
      <EngineLabel />
      {AI_TOOL_GROUPS.map((group) => (
        <Box component="section" key={group.title} aria-label={group.title}>
          <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
            {group.title}
          </Typography>
          <Box
            component="ul"
            sx={{
              p: 0,
              m: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
            }}
          >
            {group.tools.map((tool) => (
              <ToolCard
                key={tool.to}
                tool={tool}
                usage={tool.tool ? usage.data?.tools[tool.tool] : undefined}
                loading={Boolean(tool.tool) && usage.isPending}
              />
            ))}
          </Box>
        </Box>
      ))}
    </PageContainer>
  );
}
