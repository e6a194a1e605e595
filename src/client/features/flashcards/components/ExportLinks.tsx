import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';

function href(format: 'csv' | 'apkg', topicId?: string) {
  const query = new URLSearchParams({ format });
  if (topicId) query.set('topicId', topicId);
  return `/api/exports/flashcards?${query.toString()}`;
}

/** Plain download links (the session cookie goes with them); the topic filter narrows the export. */
export function ExportLinks({ topicId }: { topicId?: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const close = () => setAnchor(null);
  const what = topicId ? 'this topic' : 'all cards';
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
        Export
      </Button>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        slotProps={{ list: { 'aria-labelledby': `${id}-button` } }}
      >
        <MenuItem component="a" href={href('csv', topicId)} download onClick={close}>
          Export {what} as CSV
        </MenuItem>
        <MenuItem component="a" href={href('apkg', topicId)} download onClick={close}>
          Export {what} as Anki package (.apkg)
        </MenuItem>
      </Menu>
    </>
  );
}
