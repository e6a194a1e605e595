import Box, { type BoxProps } from '@mui/material/Box';
import { OWN_IMAGE_URL } from '@shared/contracts/images';
import type { ComponentProps } from 'react';
import ReactMarkdown from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';

// Card text comes from users and from imported files (Anki, CSV), so it is rendered as Markdown through a
// sanitiser: raw HTML is never passed through and no script in card content can run. Nothing here uses
// dangerouslySetInnerHTML.
const REMARK = [remarkGfm];
const REHYPE = [rehypeSanitize];

// Links in card text leave Ratio, so they open in a new tab and pass on no opener or referrer.
// Pictures only from our own store (a card's uploads, /api/images/<id>): an address elsewhere would let a
// shared or imported deck fetch from any server (tracking, or worse), so it shows as its alt text instead.
const COMPONENTS: ComponentProps<typeof ReactMarkdown>['components'] = {
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer" />,
  img: ({ node: _node, src, alt }) =>
    typeof src === 'string' && OWN_IMAGE_URL.test(src) ? (
      <img src={src} alt={alt ?? ''} loading="lazy" decoding="async" />
    ) : (
      <span className="ratio-markdown-blocked-image">{alt ? `[${alt}]` : ''}</span>
    ),
};

type Props = {
  children: string;
  /** `compact` trims margins for one-line previews in lists and tables. */
  variant?: 'card' | 'compact';
  sx?: BoxProps['sx'];
};

/** Markdown as Ratio shows card faces, previews and notes: GitHub flavour, sanitised. */
export function Markdown({ children, variant = 'card', sx }: Props) {
  const compact = variant === 'compact';
  return (
    <Box
      className="ratio-markdown"
      sx={[
        {
          overflowWrap: 'anywhere',
          lineHeight: 1.6,
          '& > :first-of-type': { mt: 0 },
          '& > :last-child': { mb: 0 },
          // Card text keeps its line breaks (imports turn <br> into a newline; people type them in the editor).
          '& p': { my: compact ? 0 : 1, whiteSpace: 'pre-line' },
          '& ul, & ol': { my: compact ? 0 : 1, pl: 3 },
          '& h1, & h2, & h3, & h4, & h5, & h6': {
            fontSize: compact ? 'inherit' : '1.15em',
            fontWeight: 700,
            my: compact ? 0 : 1,
          },
          '& code': {
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
            fontSize: '0.9em',
            bgcolor: 'action.hover',
            px: 0.5,
            borderRadius: 0.5,
          },
          '& pre': { overflowX: 'auto', bgcolor: 'action.hover', p: 1.5, borderRadius: 1 },
          '& pre code': { bgcolor: 'transparent', p: 0 },
          '& blockquote': {
            m: 0,
            my: 1,
            pl: 2,
            borderLeft: 3,
            borderColor: 'divider',
            color: 'text.secondary',
          },
          '& table': { borderCollapse: 'collapse', my: 1, display: 'block', overflowX: 'auto' },
          '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5, textAlign: 'left' },
          '& img': {
            maxWidth: '100%',
            height: 'auto',
            maxHeight: compact ? '3em' : '60vh',
            verticalAlign: 'middle',
          },
          '& a': { color: 'primary.light' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <ReactMarkdown remarkPlugins={REMARK} rehypePlugins={REHYPE} components={COMPONENTS}>
        {children}
      </ReactMarkdown>
    </Box>
  );
}
