import { useGetIdentity } from 'react-admin';
import type { PortalIdentity } from '../providers/authProvider';

/** The signed-in person as the auth provider describes them (name, e-mail, role). */
export function useConsoleUser(): { user: PortalIdentity | undefined; isPending: boolean } {
  const { identity, isPending } = useGetIdentity();
  return { user: identity as PortalIdentity | undefined, isPending };
}
