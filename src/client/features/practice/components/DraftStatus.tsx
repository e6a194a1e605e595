import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import Box from '@mui/material/Box';
import type { DraftState } from '../hooks/useDraft';

const timeOfDay = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

/** Whether the words being written are kept on this device, and as of when. */
export function DraftStatus({ draft: { draft, status } }: { draft: DraftState }) {
  if (status === 'unavailable')
    return <>This browser is not keeping a draft: copy your words somewhere safe before you leave.</>;
  if (status === 'idle' && draft.answer.trim() === '')
    return <>Your draft is kept on this device as you type.</>;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <CheckCircleOutline sx={{ fontSize: 16 }} color="success" aria-hidden="true" />
      Draft saved on this device<span> · {timeOfDay.format(draft.editedAt)}</span>
    </Box>
  );
}
