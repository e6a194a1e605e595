import MenuItem from '@mui/material/MenuItem';
import { Link } from 'react-router';
import { NavMenu } from './NavMenu';
import { AI_TOOL_LINKS } from './nav-items';

export function AiToolsMenu() {
  return (
    <NavMenu label="AI tools">
      {(close) =>
        AI_TOOL_LINKS.map((item) => (
          <MenuItem key={item.to} component={Link} to={item.to} onClick={close}>
            {item.label}
          </MenuItem>
        ))
      }
    </NavMenu>
  );
}
