import { useAuth } from '@client/components/auth/auth-context';
import { initials } from '@client/lib/format';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { User } from '@shared/contracts/auth';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ADMIN_LINK } from './nav-items';

export function UserAvatar({ username, size = 36 }: { username?: string | null; size?: number }) {
  // Decorative: the button around it is named "Account menu". The initials are drawn by CSS rather than
  // written as text, so the button holds no words missing from its name (WCAG 2.5.3, label in name).
  return (
    <Avatar
      aria-hidden
      sx={{ width: size, height: size, bgcolor: 'secondary.main', fontSize: size * 0.42, fontWeight: 700 }}
    >
      <Box
        component="span"
        data-initials={initials(username)}
        sx={{ '&::before': { content: 'attr(data-initials)' } }}
      />
    </Avatar>
  );
}

/** The avatar button and its menu: username, email, Profile and Sign Out. */
export function UserMenu({ user }: { user: User }) {
  const { logout } = useAuth();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        aria-label="Account menu"
        aria-haspopup="menu"
        aria-controls={anchor ? id : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <UserAvatar username={user.username} />
      </IconButton>
      <Menu
        id={id}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ px: 2, py: 1, maxWidth: 280 }}>
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {user.username}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {user.email}
          </Typography>
        </Box>
        <Divider />
        <MenuItem component={Link} to="/profile" onClick={close}>
          Profile
        </MenuItem>
        {user.role === 'admin' ? (
          <MenuItem component={Link} to={ADMIN_LINK.to} onClick={close}>
            {ADMIN_LINK.label}
          </MenuItem>
        ) : null}
        <MenuItem
          onClick={() => {
            close();
            void logout();
          }}
        >
          Sign Out
        </MenuItem>
      </Menu>
    </>
  );
}
