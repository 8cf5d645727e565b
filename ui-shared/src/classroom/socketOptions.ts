import type { ClientToServerEvents } from '@portal/contracts';

/** Spec 002 §7: Socket.IO at /socket.io on the page's origin, the session cookie as identity, websocket first. */
export const CLASSROOM_SOCKET_BASE = {
  path: '/socket.io',
  withCredentials: true,
  transports: ['websocket', 'polling'],
} as const;

export interface ClassroomIdentity {
  id: string;
  firstName: string;
  lastName: string;
}

type AuthenticatePayload = Parameters<ClientToServerEvents['authenticate']>[0];

/** authenticate {token:'cookie', …}: the server checks these claims against the session cookie. */
export function authenticatePayload(
  user: ClassroomIdentity,
  role: 'student' | 'tutor',
  sessionId?: string | null,
): AuthenticatePayload {
  return {
    token: 'cookie',
    ...(sessionId ? { sessionId } : {}),
    userId: user.id,
    role,
    firstName: user.firstName,
    lastName: user.lastName,
    testMode: false,
  };
}
