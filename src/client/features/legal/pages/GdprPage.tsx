import { useAuth } from '@client/components/auth/auth-context';
import { RouterLink } from '@client/components/RouterLink';
import Alert from '@mui/material/Alert';
import { DataActions } from '../components/DataActions';
import { ExternalLink, LegalPage, LegalSection, Mail, P } from '../components/LegalPage';

const RIGHTS: { name: string; text: string }[] = [
  { name: 'Access', text: 'get a copy of the personal data we hold about you.' },
  {
    name: 'Rectification',
    text: 'have inaccurate or incomplete data corrected. You can change your email on your profile.',
  },
  { name: 'Erasure', text: 'have your data deleted. You can delete your account yourself below.' },
  { name: 'Restriction', text: 'ask us to limit how we use your data while a concern is looked into.' },
  {
    name: 'Portability',
    text: 'receive your data in a structured, machine-readable format (the JSON download below).',
  },
  { name: 'Objection', text: 'object to uses based on our legitimate interests.' },
  { name: 'Withdraw consent', text: 'turn analytics off at any time on the cookies page.' },
];

/** The data-protection portal: rights explained, and self-service export and deletion. */
export default function GdprPage() {
  const { user } = useAuth();
  return (
    <LegalPage title="Your data" intro="Your rights under the UK GDPR, and the tools to use them yourself.">
      <LegalSection title="Your rights">
        <P>Under the UK GDPR and the Data Protection Act 2018 you have the right to:</P>
        <ul>
          {RIGHTS.map((right) => (
            <li key={right.name}>
              <strong>{right.name}:</strong> {right.text}
            </li>
          ))}
        </ul>
        <P>
          We answer requests within one month and do not charge for them. If you are not satisfied, you can
          complain to the Information Commissioner's Office at{' '}
          <ExternalLink href="https://ico.org.uk/make-a-complaint/">ico.org.uk</ExternalLink>. Our{' '}
          <RouterLink to="/privacy">privacy notice</RouterLink> explains what we hold and why.
        </P>
      </LegalSection>

      <LegalSection title="Download or delete your data">
        {user ? (
          <DataActions />
        ) : (
          <Alert severity="info">
            <RouterLink to="/login">Log in to your account</RouterLink> to download your data or delete your
            account. If you cannot log in, write to <Mail /> from the email address on your account.
          </Alert>
        )}
      </LegalSection>
    </LegalPage>
  );
}
