import type { AuthUser } from '@portal/ui-shared';

/** Where staff and parents work (docs/api: students use `/`, everyone else `/admin/`). */
export const CONSOLE_URL = '/admin/';

/** After signing in or up here: students reload into their app; any other role goes to the console. */
export function afterSignIn(user: AuthUser): void {
  if (user.role === 'student') {
    window.location.reload();
  } else {
    window.location.assign(CONSOLE_URL);
  }
}
