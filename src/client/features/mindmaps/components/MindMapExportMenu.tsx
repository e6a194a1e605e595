import { notify } from '@client/components/feedback/notify';
import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { MindMapNode } from '@shared/mindmap-tree';
import { markdownOutline } from '@shared/mindmap-tree-markdown';
import { useId, useState } from 'react';
import { downloadBlob, svgToPng } from '../model/export-files';
import type { Layout } from '../model/layout';
import { buildSvg, fileNameFor, svgSize } from '../model/svg-export';

type Props = { title: string; root: MindMapNode; layout: Layout };

/** Pictures of the map as it is shown (collapsed branches stay collapsed); the outline holds everything. */
export function MindMapExportMenu({ title, root, layout }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const name = title.trim() || root.label;
  const close = () => setAnchor(null);

  const exportAs = async (format: 'svg' | 'png' | 'md') => {
    close();
    try {
      if (format === 'md') {
        downloadBlob(
          new Blob([markdownOutline(root)], { type: 'text/markdown;charset=utf-8' }),
          fileNameFor(name, 'md'),
        );
        return;
      }
      const svg = buildSvg(layout, name);
      if (format === 'svg') {
        downloadBlob(new Blob([svg], { type: 'image/svg+xml;charset=utf-8' }), fileNameFor(name, 'svg'));
        return;
      }
      const { width, height } = svgSize(layout);
      downloadBlob(await svgToPng(svg, width, height), fileNameFor(name, 'png'));
    } catch (error) {
      notify(error instanceof Error ? error.message : 'The export did not work.', 'error');
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        size="small"
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
        <MenuItem onClick={() => void exportAs('png')}>
          <ListItemText primary="PNG image" secondary="As shown, for slides and documents" />
        </MenuItem>
        <MenuItem onClick={() => void exportAs('svg')}>
          <ListItemText primary="SVG image" secondary="As shown, sharp at any size" />
        </MenuItem>
        <MenuItem onClick={() => void exportAs('md')}>
          <ListItemText primary="Markdown outline" secondary="Every node and note, as nested bullets" />
        </MenuItem>
      </Menu>
    </>
  );
}
