import { describe, expect, it } from 'vitest';
import { ForbiddenError } from '@portal/platform';
import type { ClassroomSessionEnded, EndClassroomSession } from './sessionEnd';
import { classroomSessionDecider } from './sessionEnd';

const session = {
  code: 'QUIZ-ABC123',
  organisationId: 'org',
  tutorId: 't1',
  createdAt: '2026-11-24T09:00:00.000Z',
};

const end = (overrides: Partial<EndClassroomSession['data']> = {}): EndClassroomSession => ({
  type: 'EndClassroomSession',
  data: { session, endedBy: 't1', endedAt: '2026-11-24T09:20:00.000Z', ...overrides },
});

const given = (...events: ClassroomSessionEnded[]) =>
  events.reduce(classroomSessionDecider.evolve, classroomSessionDecider.initialState());

describe('classroomSessionDecider', () => {
  it('given a running session, when its tutor ends it, then ClassroomSessionEnded with who and when', () => {
    expect(classroomSessionDecider.decide(end(), given())).toEqual([
      {
        type: 'ClassroomSessionEnded',
        data: {
          sessionCode: 'QUIZ-ABC123',
          organisationId: 'org',
          tutorId: 't1',
          sessionCreatedAt: '2026-11-24T09:00:00.000Z',
          endedAt: '2026-11-24T09:20:00.000Z',
          endedBy: 't1',
        },
      },
    ]);
  });

  it('given the session already ended, when it is ended again (another node, a retry), then nothing is recorded', () => {
    const [first] = classroomSessionDecider.decide(end(), given());
    expect(
      classroomSessionDecider.decide(end({ endedAt: '2026-11-24T09:21:00.000Z' }), given(first!)),
    ).toEqual([]);
  });

  it('given an earlier session of the same code ended, when a later session of the code ends, then it is recorded', () => {
    const [earlier] = classroomSessionDecider.decide(
      end({
        session: { ...session, createdAt: '2026-11-20T09:00:00.000Z' },
        endedAt: '2026-11-20T09:30:00.000Z',
      }),
      given(),
    );
    const events = classroomSessionDecider.decide(end(), given(earlier!));
    expect(events.map((event) => event.data.sessionCreatedAt)).toEqual(['2026-11-24T09:00:00.000Z']);
  });

  it('given someone other than the session’s tutor, when they end it, then refused', () => {
    expect(() => classroomSessionDecider.decide(end({ endedBy: 't2' }), given())).toThrow(ForbiddenError);
  });
});
