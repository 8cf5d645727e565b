import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { SESSION_EXPIRED, authProvider, loadSession } from './authProvider';

afterEach(() => vi.unstubAllGlobals());

const me = (role: unknown) =>
  new Response(
    JSON.stringify({
      success: true,
      user: {
        id: 'u1',
        email: 'ada@example.org',
        firstName: 'Ada',
        lastName: 'Lovelace',
        role,
        organisationId: 'o1',
      },
    }),
    { status: 200 },
  );

describe('auth provider', () => {
  it('ends the session on 401 with the spec message, and only then', async () => {
    await expect(authProvider.checkError(new HttpError('Unauthorized', 401))).rejects.toMatchObject({
      message: SESSION_EXPIRED,
    });
    await expect(authProvider.checkError(new HttpError('Forbidden', 403))).resolves.toBeUndefined();
    await expect(authProvider.checkError(new HttpError('Down', 0))).resolves.toBeUndefined();
  });

  it('reads the role in lower case, and no role as student (spec §6)', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(me('Tutor')));
    expect((await loadSession({ fresh: true }))?.role).toBe('tutor');
    vi.stubGlobal('fetch', () => Promise.resolve(me(undefined)));
    expect((await loadSession({ fresh: true }))?.role).toBe('student');
  });

  it('is signed out (null) on 401 and throws when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(new Response('{"success":false,"message":"no"}', { status: 401 })),
    );
    await expect(loadSession({ fresh: true })).resolves.toBeNull();
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('fetch failed')));
    await expect(loadSession({ fresh: true })).rejects.toMatchObject({ status: 0 });
  });

  it('gives react-admin the identity and the role as permissions', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(me('admin')));
    await loadSession({ fresh: true });
    await expect(authProvider.getIdentity?.()).resolves.toMatchObject({
      fullName: 'Ada Lovelace',
      email: 'ada@example.org',
      role: 'admin',
    });
    await expect(authProvider.getPermissions?.({})).resolves.toBe('admin');
  });
});
