import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type Props = { page: number; hasNext: boolean; onPrevious: () => void; onNext: () => void };

/** Previous and Next under a list; hidden while everything fits on one page. */
export function Pager({ page, hasNext, onPrevious, onNext }: Props) {
  if (page === 1 && !hasNext) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ p: 1.5, alignItems: 'center', justifyContent: 'flex-end' }}>
      <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
        Page {page}
      </Typography>
      <Button disabled={page === 1} onClick={onPrevious}>
        Previous
      </Button>
      <Button disabled={!hasNext} onClick={onNext}>
        Next
      </Button>
    </Stack>
  );
}
