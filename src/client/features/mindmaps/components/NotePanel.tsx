import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MINDMAP_LIMITS, type MindMapNode } from '@shared/mindmap-tree';

type Props = { node: MindMapNode; onChange: (note: string) => void };

/** The selected node's note: saved with the map, one undo step per node however much is typed. */
export function NotePanel({ node, onChange }: Props) {
  return (
    <Stack spacing={1.5} sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
        Selected node
      </Typography>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere', mt: '0 !important' }}>
        {node.label}
      </Typography>
      <TextField
        key={node.id}
        label="Note"
        multiline
        minRows={6}
        maxRows={16}
        value={node.note ?? ''}
        onChange={(e) => onChange(e.target.value)}
        slotProps={{
          htmlInput: { maxLength: MINDMAP_LIMITS.noteChars, 'aria-label': `Note for ${node.label}` },
        }}
        helperText="Facts, a case or a rule to remember. Saved with the map."
      />
    </Stack>
  );
}
