import { HomePage } from './home/HomePage';
import { ConnectionError } from './layout/ConnectionError';
import { LoadingScreen } from './layout/LoadingScreen';
import { PageShell } from './layout/PageShell';
import { useHealthCheck } from './system/useHealthCheck';

/**
 * The learner shell. For now it only checks that the server answers; the sign-in flow
 * (GET /api/auth/me) replaces this check in a later issue.
 */
export const App = () => {
  const { status, retry } = useHealthCheck();

  if (status === 'loading') {
    return <LoadingScreen message="Checking authentication status" />;
  }
  return <PageShell>{status === 'error' ? <ConnectionError onRetry={retry} /> : <HomePage />}</PageShell>;
};
