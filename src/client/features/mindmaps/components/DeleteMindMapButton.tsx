import { notify } from '@client/components/feedback/notify';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useDeleteMindMap } from '../api';
import { mindMapDrafts } from '../model/draft';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';

export function DeleteMindMapButton({ mindMapId, title }: { mindMapId: string; title: string }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteMindMap();
  const navigate = useNavigate();
  return (
    <>
      <Tooltip title="Delete mind map">
        <IconButton aria-label="Delete mind map" onClick={() => setOpen(true)}>
          <DeleteOutline />
        </IconButton>
      </Tooltip>
      <ConfirmDeleteDialog
        open={open}
        title={title}
        busy={remove.isPending}
        error={remove.error}
        onCancel={() => setOpen(false)}
        onConfirm={() =>
          remove.mutate(mindMapId, {
            onSuccess: () => {
              mindMapDrafts.clear(localStorage, mindMapId);
              notify('Mind map deleted.', 'success');
              navigate('/mindmaps');
            },
          })
        }
      />
    </>
  );
}
