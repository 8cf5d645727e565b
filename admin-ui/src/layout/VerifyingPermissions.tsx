import { LOADING_MESSAGES, LoadingScreen } from '@portal/ui-shared';

/** react-admin's `loading` slot: shown while it asks the auth provider about the page. */
export const VerifyingPermissions = () => (
  <LoadingScreen message={LOADING_MESSAGES.verifyingPermissions} fullScreen={false} />
);
