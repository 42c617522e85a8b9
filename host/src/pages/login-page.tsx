import { Link, Navigate, useNavigate } from 'react-router-dom';
import { useHost, useSession } from '../app/host-context.js';
import { prefetchAfterSignIn } from '../routes/page-loaders.js';
import { SignInForm } from './sign-in-form.js';

/**
 * /login inside the back office (after a sign-out, an expired session, 'Voltar' from the recovery page,
 * or a cold load with something of a session stored). A cold /login without a session starts lighter,
 * with the same form and no router (sign-in/sign-in-main.tsx, decision 026).
 */
export function LoginPage() {
  const navigate = useNavigate();
  const host = useHost();
  const signedIn = useSession((s) => Boolean(s.user && s.token));

  if (signedIn) return <Navigate to="/app" replace />;

  return (
    <SignInForm
      signIn={host.signIn}
      onSignedIn={(path) => navigate(path, { replace: true })}
      forgotPassword={<Link to="/recuperarSenha">Esqueci minha senha</Link>}
      prefetch={prefetchAfterSignIn}
    />
  );
}
