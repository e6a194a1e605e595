import { useAuth } from '@client/components/auth/auth-context';
import { RouterLink } from '@client/components/RouterLink';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';

type Props = {
  /** Where the full tool lives, for a visitor who is already signed in. */
  toolPath: string;
  /** What the full tool offers, in a sentence. */
  offer: string;
};

/** The demos' invitation: sign up to practise properly; a signed-in user is sent to the real tool instead. */
export function SignUpInvite({ toolPath, offer }: Props) {
  const { user } = useAuth();
  return (
    <Card
      component="aside"
      aria-label="Sign up"
      sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', borderColor: 'primary.main' }}
    >
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="h2" sx={{ fontSize: '1.35rem' }}>
            {user
              ? 'Practise with the full bank'
              : 'Like what you see? Practise properly with a free account'}
          </Typography>
          <Typography sx={{ opacity: 0.9 }}>{offer}</Typography>
          {user ? (
            <Button variant="contained" color="secondary" component={Link} to={toolPath}>
              Go to the full tool
            </Button>
          ) : (
            <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Button variant="contained" color="secondary" component={Link} to="/register">
                Sign up free
              </Button>
              <Typography sx={{ fontSize: '0.95rem' }}>
                Already have an account?{' '}
                <RouterLink to="/login" sx={{ color: 'inherit' }}>
                  Log in
                </RouterLink>
              </Typography>
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
