import { ok, type ApiClient } from './api';

/** The tutor creates an exam through the API (POST /exams); answers its id. */
export async function createExam(tutorApi: ApiClient, exam: Record<string, unknown>): Promise<string> {
  const created = await ok(tutorApi.call<{ exam: { id: string } }>('POST', '/exams', exam), 'create exam');
  return created.exam.id;
}

/**
 * The tutor schedules the exam for the students, individually, open from a minute ago for two
 * hours; `fields` (title, duration, settings …) complete the request. Answers the schedule's id.
 */
export async function scheduleNow(
  tutorApi: ApiClient,
  examId: string,
  assigneeIds: string[],
  fields: Record<string, unknown>,
): Promise<string> {
  const schedule = await ok(
    tutorApi.call<{ schedule?: { id: string }; id?: string }>('POST', '/exam-schedules', {
      examId,
      scheduledStartTime: new Date(Date.now() - 60_000).toISOString(),
      scheduledEndTime: new Date(Date.now() + 2 * 3_600_000).toISOString(),
      assignmentType: 'individual',
      assigneeIds,
      hasSpecificSchedule: true,
      ...fields,
    }),
    'schedule the exam',
  );
  return schedule.schedule?.id ?? schedule.id ?? '';
}
