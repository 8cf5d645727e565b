import type { Client } from './harness';

/** Helpers of the schedules HTTP tests: exams and groups made through their own endpoints. */

/** The two questions of these tests' exams: 2 marks for B (of 3 options), 1 mark for True. */
export const TWO_QUESTIONS = [
  {
    question: 'What is 2 + 2?',
    type: 'multiple-choice',
    options: ['3', '4', '5'],
    correctAnswer: 'B',
    marks: 2,
  },
  { question: 'Is 7 prime?', type: 'true-false', correctAnswer: 'True', marks: 1 },
] as const;

export async function createExam(client: Client, title: string): Promise<string> {
  const response = await client.request<{ exam: { id: string } }>('POST', '/api/exams', {
    title,
    examType: 'mathematics',
    duration: 45,
    questions: [...TWO_QUESTIONS],
  });
  if (response.status !== 201) {
    throw new Error(`exam not created: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return response.body.exam.id;
}

export async function createGroup(
  client: Client,
  name: string,
  studentIds: string[],
  tutorId?: string,
): Promise<string> {
  const created = await client.request<{ group: { id: string } }>('POST', '/api/groups', {
    name,
    grade: 'year-5',
    maxStudents: 20,
    ...(tutorId && { tutorId }),
  });
  if (created.status !== 201) {
    throw new Error(`group not created: ${created.status} ${JSON.stringify(created.body)}`);
  }
  const groupId = created.body.group.id;
  if (studentIds.length > 0) {
    const assigned = await client.request('POST', `/api/groups/${groupId}/students`, { studentIds });
    if (assigned.status !== 200) {
      throw new Error(`students not assigned: ${assigned.status} ${JSON.stringify(assigned.body)}`);
    }
  }
  return groupId;
}

export const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/** A valid POST /exam-schedules body (spec 002 §7). */
export function scheduleBody(examId: string, assigneeIds: string[], overrides: Record<string, unknown> = {}) {
  return {
    examId,
    title: `Mock ${Math.random().toString(36).slice(2, 8)}`,
    description: 'Timed practice',
    scheduledStartTime: inMinutes(60),
    scheduledEndTime: null,
    duration: 30,
    instructions: 'Work alone',
    assignmentType: 'individual',
    assigneeIds,
    hasSpecificSchedule: true,
    settings: { showResultsImmediately: true },
    ...overrides,
  };
}
