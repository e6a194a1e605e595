import { inPanelNarrowerThan } from '@client/app/split-view/panel-container';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** [label, value, note]; an undefined value or note shows a placeholder while it loads. */
export type StatFigure = readonly [label: string, value: ReactNode | undefined, note: ReactNode | undefined];

/** A row of headline figures (a description list): two a row on phones, four on desktop. */
export function StatFigures({ figures }: { figures: readonly StatFigure[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        // Four in a narrow split-view panel squeezed each card's words to one or two a line.
        [inPanelNarrowerThan(700)]: { gridTemplateColumns: 'repeat(2, 1fr)' },
      }}
    >
      {figures.map(([label, value, note]) => (
        <Card key={label} sx={{ p: 2 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1.75rem', lineHeight: 1.3 }}>
            {value ?? <Skeleton width="3ch" />}
          </Typography>
          {/* A second dd: a div in a dl may hold only dt and dd, so the note cannot be a bare span. */}
          <Typography component="dd" variant="caption" color="text.secondary" sx={{ m: 0, display: 'block' }}>
            {note ?? <Skeleton width="8ch" />}
          </Typography>
        </Card>
      ))}
    </Box>
  );
}
