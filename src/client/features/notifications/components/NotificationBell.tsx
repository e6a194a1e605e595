import { useAuth } from '@client/components/auth/auth-context';
import { formatDate } from '@client/lib/format';
import NotificationsIcon from '@mui/icons-material/Notifications';
import NotificationsNone from '@mui/icons-material/NotificationsNone';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { NotificationItem } from '@shared/contracts/notifications';
import { MESSAGES } from '@shared/errors';
import { type ReactNode, useId, useState } from 'react';
import { useMarkAllRead, useMarkRead, useNotifications } from '../api';
import { notificationText } from '../text';

export const NO_NOTIFICATIONS = 'No notifications yet.';

// Read by screen readers, not shown: the dot alone marks an unread notification on screen.
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function NotificationRow({
  item,
  onOpen,
}: {
  item: NotificationItem;
  onOpen: (n: NotificationItem) => void;
}) {
  const { title, message, action } = notificationText(item);
  const unread = !item.read;
  return (
    <ListItemButton
      onClick={() => onOpen(item)}
      alignItems="flex-start"
      data-unread={unread ? 'true' : 'false'}
      sx={{ gap: 1.5, py: 1.25, bgcolor: unread ? 'action.hover' : undefined }}
    >
      <Box
        aria-hidden
        sx={{
          mt: 0.75,
          flex: 'none',
          width: 8,
          height: 8,
          borderRadius: '50%',
          bgcolor: unread ? 'primary.main' : 'transparent',
        }}
      />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: unread ? 700 : 500 }}>
          {unread ? (
            <Box component="span" sx={visuallyHidden}>
              {'Unread: '}
            </Box>
          ) : null}
          {title}
        </Typography>
        {message ? (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {message}
          </Typography>
        ) : null}
        <Stack direction="row" spacing={1.5} sx={{ mt: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="caption" color="text.secondary">
            {formatDate(item.createdAt)}
          </Typography>
          {action ? (
            <Typography
              variant="caption"
              color="primary"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
            >
              {action.label}
              <OpenInNew sx={{ fontSize: 14 }} titleAccess="opens in a new tab" />
            </Typography>
          ) : null}
        </Stack>
      </Box>
    </ListItemButton>
  );
}

/**
 * The navigation bar's bell: the unread count (never below 0) and the latest 10. Clicking one
 * marks it read and opens its link, if any, in a new tab; 'Mark all as read' clears the count.
 */
export function NotificationBell() {
  const { user } = useAuth();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  const titleId = useId();
  const countId = useId();
  const notifications = useNotifications();
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  if (!user) return null;

  const data = notifications.data;
  const unread = Math.max(0, data?.unread ?? 0);
  const open = (n: NotificationItem) => {
    // Opened first and synchronously, inside the click, so that no pop-up blocker stops it.
    const { action } = notificationText(n);
    if (action) window.open(action.url, '_blank', 'noopener');
    if (!n.read) markRead.mutate([n.id]);
  };

  let body: ReactNode;
  if (data) {
    body =
      data.items.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 3, textAlign: 'center' }}>
          {NO_NOTIFICATIONS}
        </Typography>
      ) : (
        <List disablePadding aria-labelledby={titleId} sx={{ overflowY: 'auto' }}>
          {data.items.map((n, i) => (
            <Box component="li" key={n.id} sx={{ listStyle: 'none' }}>
              {i > 0 ? <Divider component="div" /> : null}
              <NotificationRow item={n} onOpen={open} />
            </Box>
          ))}
        </List>
      );
  } else if (notifications.isError) {
    body = (
      <Typography role="alert" variant="body2" color="error" sx={{ px: 2, py: 3 }}>
        {MESSAGES.notificationsFailed}
      </Typography>
    );
  } else {
    body = (
      <Stack
        direction="row"
        spacing={1.5}
        sx={{ px: 2, py: 3, justifyContent: 'center', alignItems: 'center' }}
      >
        <CircularProgress size={20} aria-hidden />
        <Typography variant="body2" color="text.secondary">
          Loading notifications...
        </Typography>
      </Stack>
    );
  }

  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Notifications"
        aria-describedby={countId}
        aria-haspopup="dialog"
        aria-controls={anchor ? popoverId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <Badge
          // The count is drawn by CSS, not written as text: the button's name stays "Notifications" (the
          // count is its description) and holds every word it shows (WCAG 2.5.3, label in name).
          badgeContent={<span data-count={unread > 99 ? '99+' : String(unread)} />}
          invisible={unread === 0}
          color="error"
          overlap="circular"
          sx={{ '& [data-count]::before': { content: 'attr(data-count)' } }}
        >
          {unread > 0 ? <NotificationsIcon /> : <NotificationsNone />}
        </Badge>
      </IconButton>
      <Box component="span" id={countId} hidden>
        {unread === 1 ? '1 unread notification' : `${unread} unread notifications`}
      </Box>
      <Popover
        id={popoverId}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: {
              width: 380,
              // 16 px from each edge of a 360 px phone; the list scrolls inside a short window.
              maxWidth: 'calc(100vw - 32px)',
              maxHeight: 'min(34rem, calc(100vh - 96px))',
              display: 'flex',
              flexDirection: 'column',
            },
          },
        }}
      >
        <Stack
          direction="row"
          spacing={1}
          sx={{ px: 2, py: 1, alignItems: 'center', justifyContent: 'space-between', flex: 'none' }}
        >
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            Notifications
          </Typography>
          <Button size="small" disabled={unread === 0} onClick={() => markAllRead.mutate()}>
            Mark all as read
          </Button>
        </Stack>
        <Divider />
        {body}
      </Popover>
    </>
  );
}
