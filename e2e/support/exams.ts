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

/** A multiple-choice question (the answer is B, 15) that several journeys' exams start with. */
export const FRACTIONS_QUESTION = {
  question: 'What is 3/4 of 20?',
  type: 'multiple-choice',
  options: ['12', '15', '16', '18'],
  correctAnswer: 'B',
  category: 'Fractions',
} as const;

/** A written (short-answer) question: 49. */
export const AREA_QUESTION = {
  question: 'A square has sides of 7 cm. What is its area?',
  type: 'short-answer',
  correctAnswer: '49',
  category: 'Area',
} as const;

/**
 * The body of POST /exams for a year-6 maths exam of `title` and `duration` minutes holding the
 * fractions and area questions; `fields` add to or replace any of it (passages, questions …).
 */
export function mathsExam(
  title: string,
  duration: number,
  fields: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    title,
    description: 'Fractions, ratio and area',
    examType: 'mathematics',
    difficulty: 'medium',
    duration,
    grade: 'year-6',
    questions: [FRACTIONS_QUESTION, AREA_QUESTION],
    ...fields,
  };
}

/** A reading passage as POST /exams takes it (`passages`). */
export interface ExamPassage {
  id: string;
  title: string;
  author: string;
  text: string;
}

/** A question about `passage`: the question's fields with the passage's, as POST /exams takes them. */
export function passageQuestion<Q extends object>(passage: ExamPassage, question: Q) {
  return {
    ...question,
    passageId: passage.id,
    passageTitle: passage.title,
    passageAuthor: passage.author,
    passageText: passage.text,
  };
}
