import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LICENCES, type LibrarySource } from '@shared/contracts/library';

type Props = { label: string; source: LibrarySource };

// Addresses come from imported files: only web addresses become links.
const isWebAddress = (url: string | null): url is string => Boolean(url && /^https?:\/\//i.test(url));

/** One source and its licence: who wrote or published the text, where the original is, on what terms. */
export function SourceLine({ label, source }: Props) {
  const licenceUrl = source.licence.includes(LICENCES.openGovernment.name)
    ? LICENCES.openGovernment.url
    : source.licence.includes(LICENCES.openJustice.name)
      ? LICENCES.openJustice.url
      : null;
  return (
    <Typography variant="body2" color="text.secondary">
      <strong>{label}:</strong>{' '}
      {isWebAddress(source.url) ? (
        <Link href={source.url} target="_blank" rel="noopener noreferrer">
          {source.name}
        </Link>
      ) : (
        source.name
      )}
      .{' '}
      {licenceUrl ? (
        <Link href={licenceUrl} target="_blank" rel="noopener noreferrer">
          {source.licence}
        </Link>
      ) : (
        source.licence
      )}
    </Typography>
  );
}

/** The sources of a page: the team's summary, and the imported text when there is one. */
export function SourceNote({ summary, text }: { summary: LibrarySource | null; text: LibrarySource | null }) {
  return (
    <Stack component="section" aria-label="Sources and licences" spacing={0.5} sx={{ pt: 1 }}>
      {summary ? <SourceLine label="Summary" source={summary} /> : null}
      {text ? <SourceLine label="Text" source={text} /> : null}
    </Stack>
  );
}

/** The library's sources in general, for its lists. */
export function LibraryLicences() {
  return (
    <Typography variant="body2" color="text.secondary" component="p">
      Summaries are written by the Ratio editorial team in its own words. Full judgments come from The
      National Archives' Find Case Law under the{' '}
      <Link href={LICENCES.openJustice.url} target="_blank" rel="noopener noreferrer">
        {LICENCES.openJustice.name}
      </Link>
      ; legislation from legislation.gov.uk, {LICENCES.openGovernment.attribution},{' '}
      <Link href={LICENCES.openGovernment.url} target="_blank" rel="noopener noreferrer">
        {LICENCES.openGovernment.name}
      </Link>
      .
    </Typography>
  );
}
