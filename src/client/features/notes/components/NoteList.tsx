import { formatDate } from '@client/lib/format';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { NoteSummary, SnippetPart } from '@shared/contracts/notes';
import type { Subject, Topic } from '@shared/contracts/subjects';
import { Link } from 'react-router';
import { readableSnippet } from '../model/snippet';

/** The server sends the snippet as text parts; each is a React text node, so a note can never inject markup. */
function Snippet({ parts }: { parts: SnippetPart[] }) {
  if (parts.length === 0) return null;
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
    >
      {readableSnippet(parts).map((p, i) =>
        p.mark ? (
          <Box
            component="mark"
            // biome-ignore lint/suspicious/noArrayIndexKey: a snippet's parts never reorder; the position is its identity
            key={i}
            sx={{ bgcolor: 'warning.light', color: 'inherit', px: 0.25, borderRadius: 0.5 }}
          >
            {p.text}
          </Box>
        ) : (
          p.text
        ),
      )}
    </Typography>
  );
}

type Props = { notes: NoteSummary[]; subjects: Map<string, Subject>; topics: Map<string, Topic> };

export function NoteList({ notes, subjects, topics }: Props) {
  return (
    <List disablePadding>
      {notes.map((n) => {
        const place = [
          n.subjectId && subjects.get(n.subjectId)?.name,
          n.topicId && topics.get(n.topicId)?.name,
        ]
          .filter(Boolean)
          .join(' · ');
        return (
          // Each link sits in its own li: a ul may hold only li elements (a bare <a> child breaks the list).
          <ListItem key={n.id} disablePadding divider>
            <ListItemButton component={Link} to={`/notes/${n.id}`} sx={{ py: 1.5 }}>
              <Stack spacing={0.5} sx={{ minWidth: 0, width: '100%' }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
                  <Typography sx={{ fontWeight: 600, flex: 1, minWidth: 0 }} noWrap>
                    {n.title}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
                    {formatDate(n.updatedAt)}
                  </Typography>
                </Stack>
                {place ? (
                  <Typography variant="caption" color="text.secondary">
                    {place}
                  </Typography>
                ) : null}
                <Snippet parts={n.snippet} />
              </Stack>
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
