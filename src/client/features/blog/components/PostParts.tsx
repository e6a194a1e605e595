import { Markdown } from '@client/components/Markdown';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';

const longDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/London' });

/** '16 November 2026' (London's calendar day); '' for a missing date. */
export function formatPostDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date);
}

/** "By The Ratio team · 16 November 2026 · 5 min read" (the author only where asked for). */
export function PostMeta(props: { publishedAt: string; readingMinutes: number; authorName?: string }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {props.authorName ? <>By {props.authorName} · </> : null}
      <time dateTime={props.publishedAt}>{formatPostDate(props.publishedAt)}</time> · {props.readingMinutes}{' '}
      min read
    </Typography>
  );
}

/** A post's tags; each leads to the list of posts with that tag (the tag chosen, back to all of them). */
export function TagChips(props: { tags: string[]; active?: string | null; label?: string }) {
  const { tags, active, label = 'Tags' } = props;
  if (tags.length === 0) return null;
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', p: 0, m: 0 }}
      component="ul"
      aria-label={label}
    >
      {tags.map((tag) => (
        <li key={tag} style={{ listStyle: 'none' }}>
          <Chip
            label={tag}
            size="small"
            clickable
            component={Link}
            // The chosen tag leads back to every post.
            to={tag === active ? '/blog' : `/blog?tag=${encodeURIComponent(tag)}`}
            color={tag === active ? 'primary' : 'default'}
            variant={tag === active ? 'filled' : 'outlined'}
          />
        </li>
      ))}
    </Stack>
  );
}

/** A post's Markdown as an article reads: sanitised like all Markdown in Ratio, with real heading sizes. */
export function PostBody({ children }: { children: string }) {
  return (
    <Markdown
      sx={{
        fontSize: '1.05rem',
        lineHeight: 1.7,
        // Markdown's soft line breaks are spaces in an article, as in any Markdown renderer.
        '& p': { my: 2, whiteSpace: 'normal' },
        '& ul, & ol': { my: 2 },
        '& li': { my: 0.5 },
        '& h1, & h2, & h3, & h4, & h5, & h6': { lineHeight: 1.3 },
        '& h1, & h2': { fontSize: '1.5rem', mt: 4, mb: 1.5 },
        '& h3': { fontSize: '1.2rem', mt: 3, mb: 1 },
        '& h4, & h5, & h6': { fontSize: '1.05rem', mt: 2, mb: 1 },
        // Words in a cell stay whole; a table wider than a phone scrolls sideways instead.
        '& table': { my: 2, fontSize: '0.95rem', overflowWrap: 'normal' },
      }}
    >
      {children}
    </Markdown>
  );
}
