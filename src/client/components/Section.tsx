import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

type Props = {
  title: string;
  /** The heading's id, for a control elsewhere that it labels; one is made up otherwise. */
  id?: string;
  children: ReactNode;
};

/** A part of a screen under its own h2, which also names the region for screen readers. */
export function Section({ title, id, children }: Props) {
  const made = useId();
  const headingId = id ?? made;
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1.5}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.35rem' }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
