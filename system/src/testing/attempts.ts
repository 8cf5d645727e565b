import { expect } from 'vitest';
import { io as connect } from 'socket.io-client';
import type { StartAttemptResponse, SubmitAttemptResponse } from '@portal/contracts';
import type { Socket } from 'socket.io-client';
import type { Client } from './harness';
import { createStudent as createStudentRecord, studentClient, unique } from './people';

/** Helpers of the attempts HTTP tests: people made through their own endpoints. */

export { createTutor } from './people';

/** A student created by their tutor and signed in (temporary password changed). */
export async function createStudent(url: string, tutor: Client) {
  const student = await createStudentRecord(tutor, { firstName: 'Ada' });
  const client = await studentClient(url, student.form.email, student.temporaryPassword);
  return { id: student.id, client, parentEmail: student.parentEmail };
}

export async function createExamFrom(tutor: Client, exam: Record<string, unknown>): Promise<string> {
  const response = await tutor.request<{ exam: { id: string } }>('POST', '/api/exams', exam);
  if (response.status !== 201) {
    throw new Error(`exam not created: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return response.body.exam.id;
}

/** The body naming the schedule an attempt is sat for: start, save and submit all carry it. */
export const scheduleSlot = (scheduleId: string) => ({
  scheduleId,
  assignmentId: null,
  accessType: 'schedule',
});

/** The student starts the schedule's exam, which must open a new attempt (201); answers the start. */
export async function startScheduled(
  student: Client,
  examId: string,
  scheduleId: string,
): Promise<StartAttemptResponse> {
  const started = await student.request<StartAttemptResponse>(
    'POST',
    `/api/exam-attempts/${examId}/start`,
    scheduleSlot(scheduleId),
  );
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  return started.body;
}

/** The student submits answers to the schedule's exam, which must be accepted (200); answers the submit. */
export async function submitScheduled(
  student: Client,
  examId: string,
  scheduleId: string,
  body: { attemptId?: string; answers: Record<string, string> },
): Promise<SubmitAttemptResponse> {
  const submitted = await student.request<SubmitAttemptResponse>(
    'POST',
    `/api/exam-attempts/${examId}/submit`,
    { ...scheduleSlot(scheduleId), ...body },
  );
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  return submitted.body;
}

/** Schedules an exam for students: a window from `startMinutes` to `endMinutes` from now. */
export async function scheduleFor(
  tutor: Client,
  examId: string,
  studentIds: string[],
  options: { startMinutes?: number; endMinutes?: number | null; duration?: number; settings?: object } = {},
): Promise<string> {
  const at = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
  const response = await tutor.request<{ schedule: { id: string } }>('POST', '/api/exam-schedules', {
    examId,
    title: `Mock ${unique('m')}`,
    scheduledStartTime: at(options.startMinutes ?? -5),
    scheduledEndTime: options.endMinutes === null ? null : at(options.endMinutes ?? 120),
    duration: options.duration ?? 30,
    instructions: 'Work alone',
    assignmentType: 'individual',
    assigneeIds: studentIds,
    hasSpecificSchedule: true,
    allowDuplicate: true,
    settings: options.settings ?? {},
  });
  if (response.status !== 201) {
    throw new Error(`schedule not created: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return response.body.schedule.id;
}

export function connectSocket(url: string, client: Client): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: { cookie: client.sessionCookie },
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Every key anywhere in a JSON value (to prove a field is absent). */
export function keysOf(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    value.forEach((item) => keysOf(item, found));
  } else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      found.add(key);
      keysOf(inner, found);
    }
  }
  return found;
}

export async function waitFor<T>(
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) {
      return value;
    }
    if (Date.now() > deadline) {
      throw new Error('condition not reached in time');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
