import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SnippetPart } from '@shared/contracts/library';

/**
 * Where the search words matched, marked. The server sends plain text parts; each becomes a React text
 * node, so a judgment's text can never inject markup.
 */
export function Snippet({ parts, fallback }: { parts: SnippetPart[]; fallback?: string }) {
  if (parts.length === 0 && !fallback) return null;
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
    >
      {parts.length === 0
        ? fallback
        : parts.map((p, i) =>
            p.mark ? (
              <Box
                component="mark"
                // biome-ignore lint/suspicious/noArrayIndexKey: a snippet's parts never reorder; the position is its identity
                key={i}
                sx={{ bgcolor: 'warning.light', color: 'inherit', px: 0.25, borderRadius: 0.5 }}
              >
                {p.text}
              </Box>
            ) : (
              p.text
            ),
          )}
    </Typography>
  );
}
