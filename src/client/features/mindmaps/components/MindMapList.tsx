import { formatDate, plural } from '@client/lib/format';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { MindMapSummary } from '@shared/contracts/mindmaps';
import type { Subject, Topic } from '@shared/contracts/subjects';
import { Link } from 'react-router';

type Props = {
  maps: MindMapSummary[];
  subjects: Map<string, Subject>;
  topics: Map<string, Topic>;
  onDelete: (map: MindMapSummary) => void;
};

export function MindMapList({ maps, subjects, topics, onDelete }: Props) {
  return (
    <List disablePadding>
      {maps.map((m) => {
        const place = [
          m.subjectId && subjects.get(m.subjectId)?.name,
          m.topicId && topics.get(m.topicId)?.name,
        ]
          .filter(Boolean)
          .join(' · ');
        return (
          <ListItem
            key={m.id}
            divider
            disablePadding
            secondaryAction={
              <Tooltip title="Delete">
                <IconButton edge="end" aria-label={`Delete ${m.title}`} onClick={() => onDelete(m)}>
                  <DeleteOutline />
                </IconButton>
              </Tooltip>
            }
          >
            <ListItemButton component={Link} to={`/mindmaps/${m.id}`} sx={{ py: 1.5, pr: 7 }}>
              <Stack
                direction="row"
                spacing={1.5}
                sx={{ minWidth: 0, width: '100%', alignItems: 'flex-start' }}
              >
                <AccountTreeOutlined color="action" sx={{ mt: 0.25, display: { xs: 'none', sm: 'block' } }} />
                <Stack spacing={0.25} sx={{ minWidth: 0, flex: 1 }}>
                  <Typography sx={{ fontWeight: 600 }} noWrap>
                    {m.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" noWrap>
                    {[place, plural(m.nodeCount, 'node'), `updated ${formatDate(m.updatedAt)}`]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                </Stack>
              </Stack>
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
