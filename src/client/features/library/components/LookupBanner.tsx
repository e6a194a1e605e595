import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { useLookup } from '../api';
import { casePath, sectionCitation, sectionPath } from '../model/citations';
import { looksLikeCitation } from '../model/search-params';

/** When the search text is a citation the library knows, a direct way to what it names. */
export function LookupBanner({ q }: { q: string }) {
  const lookup = useLookup(q, looksLikeCitation(q));
  const match = lookup.data?.match;
  if (!match) return null;
  const [text, to] =
    match.kind === 'case'
      ? [
          `${match.case.citation} is ${match.case.name} (${match.case.court}, ${match.case.year}).`,
          casePath(match.case),
        ]
      : [`${sectionCitation(match.provision)}: ${match.provision.heading}.`, sectionPath(match.provision)];
  return (
    <Alert
      severity="info"
      action={
        <Button component={Link} to={to} color="inherit" size="small">
          Open
        </Button>
      }
    >
      {text}
    </Alert>
  );
}
