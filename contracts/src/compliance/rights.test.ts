import { describe, expect, it } from 'vitest';
import { DataPortabilityResponse } from './rights';

const exported = {
  success: true,
  data: {
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.org',
    role: 'student',
    dateOfBirth: '2015-03-01',
    profile: { grade: 5, school: 'Hill Primary' },
    examAttempts: [{ examTitle: 'Maths 1', score: 80, answers: [{ questionId: 'q1', answer: 'A' }] }],
    progress: [{ examType: 'maths', count: 1 }],
    consents: [
      {
        consentType: 'data_processing',
        status: 'given',
        consentGiven: true,
        version: '1.0',
        updatedAt: '2026-01-01T00:00:00.000Z',
        source: 'registration',
      },
    ],
    restrictions: [],
    activities: [
      {
        id: 'a1',
        action: 'data_access',
        dataType: 'profile',
        purpose: 'Data subject access request',
        createdAt: '2026-01-03T00:00:00.000Z',
        resultStatus: 'success',
        actor: 'self',
        ipHash: 'kept-as-sent',
      },
    ],
    exportedAt: '2026-01-04T00:00:00.000Z',
    integrityEvents: [{ kind: 'left_fullscreen' }],
  },
};

describe('DataPortabilityResponse', () => {
  it('given an export with fields the contract does not name, when parsed, then the file keeps every field the server sent', () => {
    const parsed = DataPortabilityResponse.parse(exported);
    expect(parsed).toEqual(exported);
  });

  it('given an export with a consent lacking its type, when parsed, then it is refused', () => {
    const broken = structuredClone(exported);
    delete (broken.data.consents[0] as Partial<(typeof broken.data.consents)[0]>).consentType;
    expect(DataPortabilityResponse.safeParse(broken).success).toBe(false);
  });
});
