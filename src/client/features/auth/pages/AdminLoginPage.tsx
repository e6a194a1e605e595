import { useAuth } from '@client/components/auth/auth-context';
import { RouterLink } from '@client/components/RouterLink';
import Alert from '@mui/material/Alert';
import { MESSAGES } from '@shared/errors';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { AuthCard } from '../components/AuthCard';
import { LoginForm } from '../components/LoginForm';

export const NOT_ADMIN_MESSAGE = MESSAGES.notAdmin;

/** The admin sign-in. The server decides the role; a non-admin is told so, not let in. */
export default function AdminLoginPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [notAdmin, setNotAdmin] = useState(false);
  if (user?.role === 'admin') return <Navigate to="/admin" replace />;
  return (
    <AuthCard
      title="Admin sign-in"
      intro="For Ratio administrators. Students should use the ordinary log-in page."
    >
      {notAdmin ? (
        <Alert severity="warning" role="alert">
          {NOT_ADMIN_MESSAGE} <RouterLink to="/dashboard">Go to your dashboard</RouterLink>.
        </Alert>
      ) : user ? (
        <Alert severity="info">
          You are signed in as {user.username}, which is not an administrator account.
        </Alert>
      ) : null}
      <LoginForm
        onSuccess={(signedIn) => {
          if (signedIn.role === 'admin') navigate('/admin', { replace: true });
          else setNotAdmin(true);
        }}
      />
    </AuthCard>
  );
}
