import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { MindMapNode } from '@shared/contracts/mindmaps';
import { useState } from 'react';
import { outlineToTree } from '../model/outline';

export type DraftMap = { title: string; outline: string };
type Props = { map: DraftMap; onChange: (map: DraftMap) => void };

function Branch({ node, depth }: { node: MindMapNode; depth: number }) {
  return (
    <Box component="li" sx={{ listStyle: 'none', mt: 0.75 }}>
      <Typography sx={{ fontWeight: depth <= 1 ? 600 : 400, overflowWrap: 'anywhere' }}>
        {node.label}
      </Typography>
      {node.note ? (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {node.note}
        </Typography>
      ) : null}
      {node.children.length ? (
        <Box component="ul" sx={{ pl: { xs: 1.5, sm: 2.5 }, m: 0, borderLeft: 2, borderColor: 'divider' }}>
          {node.children.map((child) => (
            <Branch key={child.id} node={child} depth={depth + 1} />
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

/** The generated map as a tree to read, or as an outline to edit ("- " a node, two spaces a level). */
export function MindMapPreview({ map, onChange }: Props) {
  const [tab, setTab] = useState<'tree' | 'outline'>('tree');
  const tree = outlineToTree(map.outline);
  return (
    <Stack spacing={2}>
      <TextField
        label="Title"
        value={map.title}
        onChange={(e) => onChange({ ...map, title: e.target.value })}
        fullWidth
        error={!map.title.trim()}
        helperText={!map.title.trim() ? 'Mind map title is required.' : undefined}
      />
      <Tabs value={tab} onChange={(_, next) => setTab(next)} aria-label="Mind map view">
        <Tab value="tree" label="Tree" />
        <Tab value="outline" label="Edit as text" />
      </Tabs>
      {tab === 'outline' ? (
        <TextField
          label="Outline"
          value={map.outline}
          onChange={(e) => onChange({ ...map, outline: e.target.value })}
          multiline
          minRows={12}
          fullWidth
          error={!tree}
          helperText={
            tree
              ? 'The first line is the centre ("# "); each "- " line is a node, indented two spaces a level. Lines under a node are its note.'
              : 'The outline needs a first line starting with "# " for the centre of the map.'
          }
          slotProps={{ htmlInput: { style: { fontFamily: 'ui-monospace, Menlo, Consolas, monospace' } } }}
        />
      ) : tree ? (
        <Box component="ul" sx={{ p: 0, m: 0 }} aria-label="Mind map outline">
          <Branch node={tree} depth={0} />
        </Box>
      ) : (
        <Typography color="error">The outline has no centre; edit it as text.</Typography>
      )}
    </Stack>
  );
}
