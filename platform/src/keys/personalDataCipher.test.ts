import { PERSONAL_DATA } from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decryptEventData, encryptEventData, PersonalDataDecryptionError } from './personalDataCipher';
import type { EncryptedPersonalData } from './personalDataCipher';
import type { SubjectKeyStore } from './port';
import { tempKeyStores } from './tempKeyStore.fixture';
import type { TempKeyStores } from './tempKeyStore.fixture';

const registered = {
  userId: 'user-1',
  organisationId: 'org-1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'student',
  passwordHash: 'scrypt$abc',
  registeredAt: '2025-01-02T03:04:05.000Z',
  dateOfBirth: '2014-05-06',
  school: null,
  parentEmail: 'parent@example.com',
};

type Data = Record<string, unknown>;

describe('personal-data cipher', () => {
  let temp: TempKeyStores;
  let keys: SubjectKeyStore;

  beforeEach(() => {
    temp = tempKeyStores();
    keys = temp.open();
  });

  afterEach(() => temp.cleanup());

  const encrypt = (type: string, data: unknown) => encryptEventData(type, data, PERSONAL_DATA, keys);
  const decrypt = (type: string, data: unknown) => decryptEventData(type, data, PERSONAL_DATA, keys);

  it('given a UserRegistered event, when encrypted, then its personal fields travel only inside _pii and the anonymous facts stay in clear', async () => {
    const encrypted = (await encrypt('UserRegistered', registered)) as Data;
    expect(encrypted).toEqual({
      userId: 'user-1',
      organisationId: 'org-1',
      role: 'student',
      passwordHash: 'scrypt$abc',
      registeredAt: '2025-01-02T03:04:05.000Z',
      _pii: { v: 1, s: 'user-1', c: expect.stringMatching(/^[A-Za-z0-9+/]+=*$/) as unknown },
    });
    const text = JSON.stringify(encrypted);
    for (const secret of ['ada@example.com', 'Ada', 'Lovelace', '2014-05-06', 'parent@example.com']) {
      expect(text).not.toContain(secret);
    }
  });

  it('given encrypted data, when decrypted, then it equals the original, nulls included', async () => {
    const decrypted = await decrypt('UserRegistered', await encrypt('UserRegistered', registered));
    expect(decrypted).toEqual(registered);
  });

  it('given personal fields absent or undefined, when encrypted and decrypted, then they stay absent', async () => {
    const data = { userId: 'user-2', email: 'b@example.com', school: undefined, role: 'tutor' };
    const decrypted = (await decrypt('UserRegistered', await encrypt('UserRegistered', data))) as Data;
    expect(decrypted).toEqual({ userId: 'user-2', email: 'b@example.com', role: 'tutor' });
    expect('school' in decrypted).toBe(false);
  });

  it('given the same data twice, when encrypted, then the ciphertexts differ (fresh iv)', async () => {
    const a = (await encrypt('UserRegistered', registered)) as { _pii: EncryptedPersonalData };
    const b = (await encrypt('UserRegistered', registered)) as { _pii: EncryptedPersonalData };
    expect(a._pii.c).not.toBe(b._pii.c);
  });

  it('given a type without personal data or unknown to the policy, when encrypted, then the data passes unchanged', async () => {
    const data = { userId: 'user-3', passwordHash: 'h', changedAt: 'now' };
    expect(await encrypt('UserPasswordChanged', data)).toBe(data);
    expect(await encrypt('SomethingElse', data)).toBe(data);
  });

  it('given none of the listed fields set, when encrypted, then no _pii is added and no key is made', async () => {
    const data = { userId: 'user-4', changes: undefined };
    expect(await encrypt('ProfileUpdated', data)).toEqual({ userId: 'user-4' });
    expect(await keys.get('user-4')).toBeNull();
  });

  it('given personal data without its subject id, when encrypted, then it throws rather than store it in clear', async () => {
    await expect(encrypt('UserRegistered', { email: 'x@example.com' })).rejects.toThrow(
      /subject id \(userId\)/,
    );
    await expect(encrypt('UserRegistered', 'not an object')).rejects.toThrow(TypeError);
  });

  it('given the subject key was destroyed, when decrypted, then every listed field is null and the rest is intact', async () => {
    const encrypted = await encrypt('UserRegistered', registered);
    await keys.destroy('user-1');
    expect(await decrypt('UserRegistered', encrypted)).toEqual({
      userId: 'user-1',
      organisationId: 'org-1',
      role: 'student',
      passwordHash: 'scrypt$abc',
      registeredAt: '2025-01-02T03:04:05.000Z',
      // every field the map lists for the event, whether or not this one carried it
      ...Object.fromEntries(PERSONAL_DATA.UserRegistered!.fields.map((field) => [field, null])),
    });
  });

  it('given a destroyed key and a new one made for the subject, when old data is decrypted, then it fails (old data stays unreadable)', async () => {
    const encrypted = await encrypt('UserRegistered', registered);
    await keys.destroy('user-1');
    await keys.getOrCreate('user-1');
    await expect(decrypt('UserRegistered', encrypted)).rejects.toBeInstanceOf(PersonalDataDecryptionError);
  });

  it('given data without _pii (an older event), when decrypted, then it passes unchanged', async () => {
    const data = { userId: 'user-5', email: 'old@example.com' };
    expect(await decrypt('UserRegistered', data)).toBe(data);
    expect(await decrypt('UserRegistered', null)).toBeNull();
  });

  it('given tampered ciphertext, when decrypted, then it throws PersonalDataDecryptionError', async () => {
    const encrypted = (await encrypt('UserRegistered', registered)) as { _pii: EncryptedPersonalData };
    const bytes = Buffer.from(encrypted._pii.c, 'base64');
    bytes[bytes.length - 1] = bytes[bytes.length - 1]! ^ 1;
    const tampered = { ...encrypted, _pii: { ...encrypted._pii, c: bytes.toString('base64') } };
    await expect(decrypt('UserRegistered', tampered)).rejects.toBeInstanceOf(PersonalDataDecryptionError);
    await expect(decrypt('UserRegistered', { ...encrypted, _pii: { v: 2 } })).rejects.toThrow(/malformed/);
  });

  it('given a blob moved onto another subject, when decrypted, then it throws whether or not its subject tag was changed', async () => {
    const encrypted = (await encrypt('UserRegistered', registered)) as { _pii: EncryptedPersonalData };
    await keys.getOrCreate('user-9');
    const moved = { ...encrypted, userId: 'user-9' };
    await expect(decrypt('UserRegistered', moved)).rejects.toThrow(/another subject/);
    const retagged = { ...moved, _pii: { ...encrypted._pii, s: 'user-9' } };
    await expect(decrypt('UserRegistered', retagged)).rejects.toBeInstanceOf(PersonalDataDecryptionError);
  });

  it('given data that already holds _pii, when encrypted, then it throws', async () => {
    await expect(encrypt('UserRegistered', { ...registered, _pii: {} })).rejects.toThrow(/_pii/);
  });
});
