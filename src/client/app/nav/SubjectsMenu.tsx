import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import { Link } from 'react-router';
import { NavMenu } from './NavMenu';
import { MANAGE_SUBJECTS_LINK, type SubjectsList, subjectsMenuEntries } from './nav-items';

/**
 * The Subjects dropdown: the user's subjects, or 'Loading...', an error, or
 * 'No subjects created yet.', then 'Manage Subjects'. At most 20rem high; longer lists scroll.
 */
export function SubjectsMenu({ list }: { list?: SubjectsList }) {
  const entries = subjectsMenuEntries(list);
  return (
    <NavMenu label="Subjects" slotProps={{ paper: { sx: { maxHeight: '20rem', minWidth: 220 } } }}>
      {(close) => [
        ...entries.map((entry) =>
          entry.to ? (
            <MenuItem key={entry.key} component={Link} to={entry.to} onClick={close}>
              {entry.label}
            </MenuItem>
          ) : (
            <MenuItem key={entry.key} disabled>
              {entry.label}
            </MenuItem>
          ),
        ),
        entries.length > 0 ? <Divider key="divider" /> : null,
        <MenuItem key="manage" component={Link} to={MANAGE_SUBJECTS_LINK.to} onClick={close}>
          {MANAGE_SUBJECTS_LINK.label}
        </MenuItem>,
      ]}
    </NavMenu>
  );
}
