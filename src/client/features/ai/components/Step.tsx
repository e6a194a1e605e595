import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One numbered step of a generator screen. */
export function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={`ai-step-${number}`}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={`ai-step-${number}`} variant="h2" sx={{ fontSize: '1.2rem', mb: 2 }}>
          {number}. {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
