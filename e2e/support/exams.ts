import { ok, type ApiClient, type Person } from './api';
import type { RunningSystem } from './server';
import { readyStudentOfTutor, signedInTutor } from './standing';

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

/** What `studentWithScheduledExam` made: the tutor's session and the ids a journey goes on with. */
export interface ScheduledExamJourney {
  tutorApi: ApiClient;
  studentId: string;
  examId: string;
  scheduleId: string;
}

/**
 * The common start of a student's exam journey: a tutor made by the admin, their student ready to
 * sit exams (own password, consents, parent at `parentEmail` confirmed), the tutor's `exam`, and
 * its schedule for that student, open now (`schedule` completes the request, as in `scheduleNow`).
 */
export async function studentWithScheduledExam(
  system: RunningSystem,
  people: { tutor: Person; student: Person; parentEmail: string },
  exam: Record<string, unknown>,
  schedule: Record<string, unknown>,
): Promise<ScheduledExamJourney> {
  const tutorApi = await signedInTutor(system, people.tutor);
  const { id: studentId } = await readyStudentOfTutor(system, tutorApi, people.student, people.parentEmail);
  const examId = await createExam(tutorApi, exam);
  const scheduleId = await scheduleNow(tutorApi, examId, [studentId], schedule);
  return { tutorApi, studentId, examId, scheduleId };
}
