import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Subject, Topic } from '@shared/contracts/subjects';
import { type ReactNode, useState } from 'react';
import type { BulkAction } from '../api';
import { plural } from '../model';
import { TagsInput } from './TagsInput';

export type BulkDialog = 'move' | 'tag' | 'delete' | null;

type Props = {
  dialog: BulkDialog;
  count: number;
  subjects: Subject[];
  topics: Topic[];
  busy: boolean;
  onClose: () => void;
  onApply: (action: BulkAction) => void;
};

function Frame(props: {
  title: string;
  busy: boolean;
  confirm: string;
  danger?: boolean;
  disabled?: boolean;
  onClose: () => void;
  onConfirm: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      open
      onClose={props.busy ? undefined : props.onClose}
      aria-labelledby="bulk-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="bulk-title">{props.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {props.children}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={props.onClose} disabled={props.busy}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color={props.danger ? 'error' : 'primary'}
          onClick={props.onConfirm}
          disabled={props.busy || props.disabled}
        >
          {props.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The questions a bulk action needs before it runs: where to move, which tags, and "are you sure?". */
export function BulkDialogs({ dialog, count, subjects, topics, busy, onClose, onApply }: Props) {
  const [topicId, setTopicId] = useState('');
  const [add, setAdd] = useState<string[]>([]);
  const [remove, setRemove] = useState<string[]>([]);
  const cards = plural(count, 'card');

  if (dialog === 'delete') {
    return (
      <Frame
        title={`Delete ${cards}?`}
        confirm={busy ? 'Deleting…' : 'Delete'}
        danger
        busy={busy}
        onClose={onClose}
        onConfirm={() => onApply({ action: 'delete' })}
      >
        <DialogContentText>
          This deletes {cards} with their review history. A reversed card or a cloze card goes with all the
          study cards it makes. This cannot be undone.
        </DialogContentText>
      </Frame>
    );
  }
  if (dialog === 'move') {
    return (
      <Frame
        title={`Move ${cards}`}
        confirm={busy ? 'Moving…' : 'Move'}
        busy={busy}
        disabled={!topicId}
        onClose={onClose}
        onConfirm={() => onApply({ action: 'move', topicId })}
      >
        <DialogContentText>Their schedules and review history move with them.</DialogContentText>
        <TextField select label="Move to topic" value={topicId} onChange={(e) => setTopicId(e.target.value)}>
          {subjects.flatMap((subject) => [
            <ListSubheader key={`s-${subject.id}`}>{subject.name}</ListSubheader>,
            ...topics
              .filter((t) => t.subjectId === subject.id)
              .map((t) => (
                <MenuItem key={t.id} value={t.id} sx={{ pl: 4 }}>
                  {t.name}
                </MenuItem>
              )),
          ])}
        </TextField>
      </Frame>
    );
  }
  if (dialog === 'tag') {
    return (
      <Frame
        title={`Change tags of ${cards}`}
        confirm={busy ? 'Saving…' : 'Apply'}
        busy={busy}
        disabled={add.length === 0 && remove.length === 0}
        onClose={onClose}
        onConfirm={() => onApply({ action: 'tag', add, remove })}
      >
        <TagsInput label="Add tags" value={add} onChange={setAdd} />
        <TagsInput label="Remove tags" value={remove} onChange={setRemove} />
      </Frame>
    );
  }
  return null;
}
