import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type Props = {
  /** Who the candidate speaks to: the avatar's content and colour, the name, and what they are. */
  avatar: { content: ReactNode; colour: string };
  name: string;
  standing: ReactNode;
  /** How far it has gone: questions asked, submissions made. */
  counters: ReactNode;
  /** The conversation itself. */
  children: ReactNode;
  /** Under the conversation: when to end it, and the button that does. */
  hint: string;
  end: { label: string; onClick: () => void; disabled?: boolean };
};

/** The interview's or the hearing's main panel: who is on the other side, the conversation, and its end. */
export function ConversationPanel({ avatar, name, standing, counters, children, hint, end }: Props) {
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', px: 2, py: 1.5, bgcolor: 'rgba(27, 42, 74, 0.03)' }}
      >
        <Avatar sx={{ bgcolor: avatar.colour, width: 40, height: 40 }} aria-hidden="true">
          {avatar.content}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h2" sx={{ fontSize: '1.1rem', fontFamily: 'inherit', fontWeight: 700 }}>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {standing}
          </Typography>
        </Box>
        {counters}
      </Stack>
      <Divider />
      <Box sx={{ p: { xs: 1.5, sm: 2 } }}>{children}</Box>
      <Divider />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ p: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
        <Button
          variant="contained"
          color="secondary"
          onClick={end.onClick}
          disabled={end.disabled}
          sx={{ flexShrink: 0 }}
        >
          {end.label}
        </Button>
      </Stack>
    </Paper>
  );
}
