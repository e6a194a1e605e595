import { useAuth } from '@client/components/auth/auth-context';
import Close from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { User } from '@shared/contracts/auth';
import { useState } from 'react';
import { NavLink } from 'react-router';
import {
  ADMIN_LINK,
  AI_TOOL_LINKS,
  DASHBOARD_LINK,
  MANAGE_SUBJECTS_LINK,
  type NavItem,
  SECTION_LINKS,
  type SubjectsList,
  subjectsMenuEntries,
} from './nav-items';
import { UserAvatar } from './UserMenu';

function DrawerLink({ item, onClose, inset }: { item: NavItem; onClose: () => void; inset?: boolean }) {
  return (
    <ListItemButton
      component={NavLink}
      to={item.to}
      end
      onClick={onClose}
      sx={{ pl: inset ? 4 : 2, '&.active': { bgcolor: 'action.selected', fontWeight: 600 } }}
    >
      <ListItemText primary={item.label} />
    </ListItemButton>
  );
}

/** Below md the whole navigation bar lives in this drawer. */
export function MobileNav({ user, subjects }: { user: User; subjects?: SubjectsList }) {
  const [open, setOpen] = useState(false);
  const { logout } = useAuth();
  const close = () => setOpen(false);
  return (
    <>
      <IconButton color="inherit" aria-label="Open navigation menu" edge="end" onClick={() => setOpen(true)}>
        <MenuIcon />
      </IconButton>
      <Drawer anchor="right" open={open} onClose={close}>
        <Box component="nav" aria-label="Mobile navigation" sx={{ width: 300, maxWidth: '85vw' }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', p: 2 }}>
            <UserAvatar username={user.username} size={40} />
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography sx={{ fontWeight: 600 }} noWrap>
                {user.username}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {user.email}
              </Typography>
            </Box>
            <IconButton aria-label="Close navigation menu" onClick={close}>
              <Close />
            </IconButton>
          </Stack>
          <Divider />
          <List dense disablePadding>
            <DrawerLink item={DASHBOARD_LINK} onClose={close} />
            <ListSubheader disableSticky>Subjects</ListSubheader>
            {subjectsMenuEntries(subjects).map((entry) =>
              entry.to ? (
                <DrawerLink
                  key={entry.key}
                  item={{ label: entry.label, to: entry.to }}
                  onClose={close}
                  inset
                />
              ) : (
                <ListItem key={entry.key} sx={{ pl: 4 }}>
                  <ListItemText secondary={entry.label} />
                </ListItem>
              ),
            )}
            <DrawerLink item={MANAGE_SUBJECTS_LINK} onClose={close} inset />
            <Divider sx={{ my: 1 }} />
            {SECTION_LINKS.map((item) => (
              <DrawerLink key={item.to} item={item} onClose={close} />
            ))}
            <ListSubheader disableSticky>AI tools</ListSubheader>
            {AI_TOOL_LINKS.map((item) => (
              <DrawerLink key={item.to} item={item} onClose={close} inset />
            ))}
            <Divider sx={{ my: 1 }} />
            <DrawerLink item={{ label: 'Profile', to: '/profile' }} onClose={close} />
            {user.role === 'admin' ? <DrawerLink item={ADMIN_LINK} onClose={close} /> : null}
            <ListItemButton
              onClick={() => {
                close();
                void logout();
              }}
            >
              <ListItemText primary="Sign Out" />
            </ListItemButton>
          </List>
        </Box>
      </Drawer>
    </>
  );
}
