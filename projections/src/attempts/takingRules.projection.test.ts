import { describe, expect, it } from 'vitest';
import type { Exam } from '@portal/contracts';
import { ProjectionSpecification, eventRecorder } from '@portal/platform/testing';
import { defineProjection } from '../runner/projection';
import { attemptsProjection } from './attempts.projection';
import { attemptStartedOfA1 } from './attemptFixtures';
import { activityRowsOf } from '../compliance/processingActivities.projection';

// Pauses and integrity events (issue 16 item 3) in the attempts read model and the register.

const recorded = eventRecorder('exam-attempts-s1-schedule-sch1');
const given = ProjectionSpecification.for(defineProjection(attemptsProjection));

const ref = { attemptId: 'a1', organisationId: 'org', studentId: 's1', scheduleId: 'sch1' };
const started = attemptStartedOfA1({
  examTitle: 'Mock',
  examType: 'mathematics',
  totalMarks: 1,
  totalQuestions: 1,
  exam: { id: 'e1', questions: [], passages: [] } as unknown as Exam,
});
const integrity = (number: number, kind: string | null, at: string) =>
  recorded('IntegrityEventRecorded', { ...ref, kind, at, number });

describe('attempts read model: pauses and integrity events', () => {
  it('given a pause, then the provisional deadline and pausedAt; a resume sets the real deadline and clears it', () => {
    const start = recorded('AttemptStarted', started);
    const paused = recorded('AttemptPaused', {
      ...ref,
      pausedAt: '2026-11-02T09:10:00.000Z',
      previousDeadline: '2026-11-02T09:30:00.000Z',
      allowanceSeconds: 600,
      deadline: '2026-11-02T09:40:00.000Z',
    });
    const resumed = recorded('AttemptResumed', {
      ...ref,
      resumedAt: '2026-11-02T09:12:00.000Z',
      pausedSeconds: 120,
      deadline: '2026-11-02T09:32:00.000Z',
    });
    given([start]).when(paused).thenDocument('a1', {
      deadline: '2026-11-02T09:40:00.000Z',
      pausedAt: '2026-11-02T09:10:00.000Z',
    });
    given([start, paused]).when(resumed).thenDocument('a1', {
      deadline: '2026-11-02T09:32:00.000Z',
      pausedAt: null,
    });
  });

  it('given two integrity events and one whose kind was erased, then the two in order; an erasure clears them', () => {
    const events = [
      recorded('AttemptStarted', started),
      integrity(1, 'fullscreen_exit', '2026-11-02T09:05:00.000Z'),
      integrity(2, null, '2026-11-02T09:06:00.000Z'),
      integrity(3, 'paste_blocked', '2026-11-02T09:07:00.000Z'),
    ];
    expect(given().when(events).document('a1')?.integrityEvents).toEqual([
      { kind: 'fullscreen_exit', at: '2026-11-02T09:05:00.000Z' },
      { kind: 'paste_blocked', at: '2026-11-02T09:07:00.000Z' },
    ]);
    const erased = recorded('AttemptAnswersErased', {
      studentId: 's1',
      organisationId: 'org',
      attemptIds: ['a1'],
      erasedAt: '2026-11-03T00:00:00.000Z',
    });
    expect(given(events).when(erased).document('a1')?.integrityEvents).toEqual([]);
  });
});

describe('processing register: integrity events', () => {
  it('given the first event of an attempt, then one exam_integrity row by the system, without the kind; later ones add none', () => {
    const first = integrity(1, 'focus_lost', '2026-11-02T09:05:00.000Z');
    const rows = [...activityRowsOf(first).values()];
    expect(rows).toEqual([
      expect.objectContaining({
        subjectId: 's1',
        action: 'data_update',
        dataType: 'exam_integrity',
        purpose: 'Exam integrity events recorded',
        actor: 'system',
        createdAt: '2026-11-02T09:05:00.000Z',
      }),
    ]);
    expect(JSON.stringify(rows)).not.toContain('focus_lost');
    expect(activityRowsOf(integrity(2, 'focus_lost', '2026-11-02T09:06:00.000Z')).size).toBe(0);
  });
});
