import { CookieBanner, ResetPasswordPage, resetTokenFromPath } from '@portal/ui-shared';
import { SessionRouter } from './auth/SessionRouter';

/**
 * The learner app. The only path-based screen is /reset-password/{token} (spec 001 §2); everything
 * else is chosen by the session. The cookie banner is always mounted.
 */
export const App = () => {
  const resetToken = resetTokenFromPath(window.location.pathname);
  return (
    <>
      {resetToken ? <ResetPasswordPage token={resetToken} /> : <SessionRouter />}
      <CookieBanner />
    </>
  );
};
