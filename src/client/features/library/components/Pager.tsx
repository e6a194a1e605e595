import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type Props = { page: number; hasNext: boolean; busy: boolean; onPrevious: () => void; onNext: () => void };

export function Pager({ page, hasNext, busy, onPrevious, onNext }: Props) {
  if (page === 1 && !hasNext) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ p: 1.5, alignItems: 'center', justifyContent: 'flex-end' }}>
      <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
        Page {page}
      </Typography>
      <Button disabled={page === 1} onClick={onPrevious}>
        Previous
      </Button>
      <Button disabled={!hasNext || busy} onClick={onNext}>
        Next
      </Button>
    </Stack>
  );
}
