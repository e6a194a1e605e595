import ExpandMore from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import Menu, { type MenuProps } from '@mui/material/Menu';
import { type ReactNode, useId, useState } from 'react';
import { barButtonSx } from './bar-button-sx';

type Props = {
  label: string;
  /** Receives `close` so that choosing an entry shuts the menu. */
  children: (close: () => void) => ReactNode;
  slotProps?: MenuProps['slotProps'];
};

/** A navigation bar button that opens a dropdown menu (Subjects, AI tools). */
export function NavMenu({ label, children, slotProps }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-controls={anchor ? `${id}-menu` : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        endIcon={<ExpandMore aria-hidden="true" />}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={barButtonSx}
      >
        {label}
      </Button>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        slotProps={{ ...slotProps, list: { 'aria-labelledby': `${id}-button` } }}
      >
        {children(close)}
      </Menu>
    </>
  );
}
