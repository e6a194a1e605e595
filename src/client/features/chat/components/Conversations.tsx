import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ConversationSummary } from '@shared/contracts/chat';

type Props = {
  items: ConversationSummary[];
  selected: string | null;
  onSelect: (id: string | null) => void;
  compact: boolean;
};

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' }).format(new Date(iso));

/** The user's conversations with this chat: a side column on a wide screen, a select on a phone. */
export function Conversations({ items, selected, onSelect, compact }: Props) {
  if (compact)
    return (
      <TextField
        select
        size="small"
        label="Conversation"
        value={selected ?? 'new'}
        onChange={(e) => onSelect(e.target.value === 'new' ? null : e.target.value)}
        fullWidth
      >
        <MenuItem value="new">New conversation</MenuItem>
        {items.map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {c.title}
          </MenuItem>
        ))}
      </TextField>
    );
  return (
    <Stack spacing={1}>
      <Button startIcon={<Add />} variant="outlined" onClick={() => onSelect(null)}>
        New conversation
      </Button>
      {items.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 1 }}>
          Your conversations will be listed here.
        </Typography>
      ) : (
        <List dense aria-label="Conversations" sx={{ p: 0 }}>
          {items.map((c) => (
            <ListItemButton key={c.id} selected={c.id === selected} onClick={() => onSelect(c.id)}>
              <ListItemText
                primary={c.title}
                secondary={when(c.updatedAt)}
                slotProps={{ primary: { noWrap: true } }}
              />
            </ListItemButton>
          ))}
        </List>
      )}
    </Stack>
  );
}
