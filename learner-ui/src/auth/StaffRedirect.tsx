import { useEffect } from 'react';
import { LOADING_MESSAGES, LoadingScreen } from '@portal/ui-shared';
import { CONSOLE_URL } from './afterSignIn';

/** A tutor, parent or admin who reaches the learner app is sent to the console. */
export const StaffRedirect = () => {
  useEffect(() => {
    window.location.assign(CONSOLE_URL);
  }, []);
  return <LoadingScreen message={LOADING_MESSAGES.verifyingPermissions} />;
};
