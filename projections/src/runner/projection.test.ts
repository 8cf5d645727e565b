import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@portal/platform';
import { usersProjection } from '../accounts/users.projection';
import { defineProjection, foldEvents } from './projection';

const users = defineProjection(usersProjection);
let position = 0;
const event = (
  type: string,
  data: Record<string, unknown>,
  revision: number,
  streamId = 'user-u1',
): RecordedEvent => ({
  id: `e${++position}`,
  streamId,
  revision,
  position,
  type,
  data,
  metadata: {},
  recordedAt: '2026-11-22T09:00:00.000Z',
});

const registered = event(
  'UserRegistered',
  {
    userId: 'u1',
    organisationId: 'main',
    email: 'ada@example.org',
    firstName: 'Ada',
    lastName: 'Lovelace',
    role: 'tutor',
    passwordHash: 'h0',
    registeredAt: '2026-11-22T09:00:00.000Z',
  },
  0,
);
const changed = event(
  'UserPasswordChanged',
  { userId: 'u1', passwordHash: 'h1', changedAt: '2026-11-22T10:00:00.000Z' },
  1,
);

describe('foldEvents with the users projection', () => {
  it('given a registration and a password change, then one document with the newest hash and the revision guard', () => {
    const { documents, changed: ids } = foldEvents(users, new Map([['u1', null]]), [registered, changed]);
    expect([...ids]).toEqual(['u1']);
    expect(documents.get('u1')).toMatchObject({
      _id: 'u1',
      email: 'ada@example.org',
      passwordHash: 'h1',
      _rev: { 'user-u1': 1 },
    });
  });

  it('given the document already applied those events, when they are delivered again, then nothing changes', () => {
    const first = foldEvents(users, new Map([['u1', null]]), [registered, changed]).documents;
    const again = foldEvents(users, first, [registered, changed]);
    expect(again.changed.size).toBe(0);
    expect(again.documents.get('u1')).toEqual(first.get('u1'));
  });

  it('given an event type the projection does not handle, then it is ignored', () => {
    const other = event('EmailReserved', { userId: 'u1' }, 0, 'email-abc');
    expect(foldEvents(users, new Map(), [other]).changed.size).toBe(0);
  });
});
