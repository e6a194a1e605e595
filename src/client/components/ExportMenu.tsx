import { urlOf } from '@client/lib/api';
import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';

/** Where a topic's cards (or all of them, without a topic) are downloaded. */
export function exportHref(format: 'csv' | 'apkg', topicId?: string): string {
  return urlOf('GET /api/exports/flashcards', { query: { format, topicId } });
}

/** Plain download links: the browser saves the file the server names, with the session cookie. */
export function ExportMenu({ topicId, label = 'Export' }: { topicId?: string; label?: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<Download />}
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? `${id}-menu` : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {label}
      </Button>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        slotProps={{ list: { 'aria-labelledby': `${id}-button` } }}
      >
        <MenuItem component="a" href={exportHref('csv', topicId)} download onClick={close}>
          Export as CSV
        </MenuItem>
        <MenuItem component="a" href={exportHref('apkg', topicId)} download onClick={close}>
          Export as Anki package (.apkg)
        </MenuItem>
      </Menu>
    </>
  );
}
