import { notify } from '@client/components/feedback/notify';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { formatDate, plural } from '@client/lib/format';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Topic } from '@shared/contracts/subjects';
import { Link, useNavigate } from 'react-router';
import { useCreateTopicMindMap, useTopicMindMaps } from '../mindmaps-api';

/** The topic's mind maps, with a button that starts a new one already filed under this topic. */
export function TopicMindMaps({ topic }: { topic: Topic }) {
  const maps = useTopicMindMaps(topic.id);
  const create = useCreateTopicMindMap(topic);
  const navigate = useNavigate();
  const items = maps.data?.items ?? [];
  return (
    <Stack component="section" aria-labelledby="topic-mindmaps-heading" spacing={1.5}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id="topic-mindmaps-heading" variant="h2" sx={{ fontSize: '1.25rem' }}>
          Mind maps
        </Typography>
        <Button
          startIcon={<AccountTreeOutlined />}
          disabled={create.isPending}
          onClick={() =>
            create.mutate(undefined, {
              onSuccess: (map) => navigate(`/mindmaps/${map.id}`),
              onError: (error) => notify(error instanceof Error ? error.message : String(error), 'error'),
            })
          }
        >
          New mind map
        </Button>
      </Stack>
      {maps.isError ? <FormErrorAlert title="The mind maps could not be loaded." error={maps.error} /> : null}
      {maps.isSuccess && items.length === 0 ? (
        <Typography color="text.secondary" variant="body2">
          No mind maps in this topic yet.
        </Typography>
      ) : null}
      {items.length > 0 ? (
        <Card variant="outlined">
          <List disablePadding>
            {items.map((map) => (
              <ListItemButton key={map.id} component={Link} to={`/mindmaps/${map.id}`} divider>
                <ListItemText
                  primary={map.title}
                  secondary={`${plural(map.nodeCount, 'node')} · updated ${formatDate(map.updatedAt)}`}
                />
              </ListItemButton>
            ))}
          </List>
        </Card>
      ) : null}
    </Stack>
  );
}
