import { RouterLink } from '@client/components/RouterLink';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { AuthCard } from '../components/AuthCard';
import { LoginForm } from '../components/LoginForm';

export default function LoginPage() {
  const navigate = useNavigate();
  return (
    <AuthCard title="Log in" intro="Welcome back. Log in with your username or email address.">
      <LoginForm onSuccess={() => navigate('/dashboard', { replace: true })} />
      <Typography variant="body2">
        New to Ratio? <RouterLink to="/register">Create an account</RouterLink>
      </Typography>
    </AuthCard>
  );
}
