import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { User } from '@shared/contracts/auth';
import { NavLink } from 'react-router';
import { SplitViewToggle } from '../split-view/SplitViewToggle';
import { AiToolsMenu } from './AiToolsMenu';
import { barButtonSx } from './bar-button-sx';
import { MobileNav } from './MobileNav';
import { NotificationBell } from './NotificationBell';
import { DASHBOARD_LINK, type NavItem, SECTION_LINKS } from './nav-items';
import { SubjectsMenu } from './SubjectsMenu';
import { UserMenu } from './UserMenu';
import { useSubjectsList } from './use-subjects-list';

function BarLink({ item }: { item: NavItem }) {
  return (
    <Button color="inherit" component={NavLink} to={item.to} sx={barButtonSx}>
      {item.label}
    </Button>
  );
}

/** The signed-in navigation: a full bar from md up, a drawer below. Loaded only for users. */
export default function UserNav({ user }: { user: User }) {
  const subjects = useSubjectsList();
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  if (!desktop) {
    return (
      <Box sx={{ ml: 'auto', display: 'flex', alignItems: 'center' }}>
        <SplitViewToggle />
        <NotificationBell />
        <MobileNav user={user} subjects={subjects} />
      </Box>
    );
  }
  return (
    <Box
      sx={{ ml: { md: 0.5, lg: 2 }, flex: 1, display: 'flex', alignItems: 'center', gap: { md: 0, lg: 0.5 } }}
    >
      <BarLink item={DASHBOARD_LINK} />
      <SubjectsMenu list={subjects} />
      {SECTION_LINKS.map((item) => (
        <BarLink key={item.to} item={item} />
      ))}
      <AiToolsMenu />
      <Box sx={{ ml: 'auto', pl: 1, display: 'flex', alignItems: 'center', gap: { md: 0, lg: 0.5 } }}>
        <SplitViewToggle />
        <NotificationBell />
        <UserMenu user={user} />
      </Box>
    </Box>
  );
}
