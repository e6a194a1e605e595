import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/** One numbered step of a generator screen. */
export function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  // A generated id: the route cache keeps several generator screens in the page at once, and a fixed one would
  // name this section after another screen's heading.
  const id = useId();
  return (
    <Card component="section" aria-labelledby={id}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={id} variant="h2" sx={{ fontSize: '1.2rem', mb: 2 }}>
          {number}. {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
