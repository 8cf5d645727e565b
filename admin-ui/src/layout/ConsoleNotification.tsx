import { Notification } from 'react-admin';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

/** How long a toast stays on screen (as on the privacy and profile screens, spec 001 §4). */
export const TOAST_DURATION_MS = 5000;

/**
 * The console's one toast, for every screen: react-admin's notification (`useNotify`), so its own
 * messages and ours look alike and follow the light or dark theme. At the top centre, as the
 * portal's other toasts: the cookie banner owns the bottom of the screen (the bottom-right corner
 * on wide screens, the whole width on phones).
 */
export const ConsoleNotification = () => {
  const reducedMotion = usePrefersReducedMotion();
  return (
    <Notification
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      autoHideDuration={TOAST_DURATION_MS}
      transitionDuration={reducedMotion ? 0 : undefined}
    />
  );
};
