import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { CaseParagraph } from '@shared/contracts/library';
import { paragraphAnchor } from '../model/citations';

/** A judgment's paragraphs, each with an anchor (#para-12) that can be linked to and cited. */
export function Paragraphs({ paragraphs }: { paragraphs: CaseParagraph[] }) {
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {paragraphs.map((p) => {
        const anchor = paragraphAnchor(p);
        return (
          <Box
            component="li"
            key={p.position}
            id={anchor}
            sx={{
              display: 'grid',
              gridTemplateColumns: '2.75rem 1fr',
              columnGap: 1,
              scrollMarginTop: 80,
              '&:target': { bgcolor: 'warning.light', borderRadius: 1 },
            }}
          >
            <Typography variant="body2" sx={{ textAlign: 'right', pt: 0.25 }}>
              {p.number ? (
                <Link
                  href={`#${anchor}`}
                  underline="hover"
                  color="text.secondary"
                  aria-label={`Paragraph ${p.number}`}
                >
                  [{p.number}]
                </Link>
              ) : null}
            </Typography>
            <Typography
              sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontWeight: p.number ? 400 : 600 }}
            >
              {p.text}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
