import type {
  AttemptResultsResponse,
  Exam,
  ResultQuestion,
  ResultsRelease,
  WithheldResultQuestion,
} from '@portal/contracts';
import { accommodationAddedMinutes, liveQuizRelease, resultsRelease, stripAnswers } from '@portal/contracts';
import type { ReadModelStore } from '@portal/platform';
import { CLASSROOM_SESSION_TTL_MS } from '@portal/platform';
import type {
  AccommodationDocument,
  AttemptDocument,
  ClassroomSessionDocument,
  ExamScheduleDocument,
} from '@portal/projections';
import { CLASSROOM_SESSIONS_COLLECTION, classroomSessionCodeOf } from '@portal/projections';
import type { Caller } from '../http/auth';
import { ATTEMPT_COLLECTIONS } from './readModels';

/** Practice and unscheduled attempts: the key is shown at once (issue 16 decision). */
const AT_ONCE: ResultsRelease = { released: true, reason: 'immediate', availableAt: null };

/**
 * Whether the answer key of an attempt may be shown to its student (and their parent), by the
 * schedule's "Show results immediately", the tutor's release, or the close of the window plus
 * grace plus the longest time accommodation of the schedule's students. An attempt whose
 * schedule cannot be read is withheld (fail closed).
 */
export async function releaseOfAttempt(
  readModels: ReadModelStore,
  attempt: Pick<AttemptDocument, 'accessType' | 'scheduleId' | 'studentId'> & {
    startTime?: string | null;
    examId?: string;
  },
  graceMinutesOf: (schedule: ExamScheduleDocument) => number,
  now: Date,
): Promise<ResultsRelease> {
  if (attempt.accessType === 'classroom') {
    const startTime = attempt.startTime ?? null;
    return liveQuizRelease(
      {
        attemptStartTime: startTime,
        sessionEndedAt: await sessionEndOf(readModels, attempt.examId ?? '', startTime),
        sessionLifetimeMs: CLASSROOM_SESSION_TTL_MS,
      },
      now,
    );
  }
  if (attempt.accessType === 'practice' || !attempt.scheduleId) {
    return AT_ONCE;
  }
  const schedule = await readModels
    .collection<ExamScheduleDocument>(ATTEMPT_COLLECTIONS.schedules)
    .findOne({ _id: attempt.scheduleId });
  if (!schedule) {
    return { released: false, reason: null, availableAt: null };
  }
  const base = {
    showResultsImmediately: schedule.settings.showResultsImmediately,
    scheduledEndTime: schedule.scheduledEndTime,
    gracePeriodMinutes: graceMinutesOf(schedule),
    resultsReleasedAt: schedule.resultsReleasedAt ?? null,
  };
  // the accommodations matter only when the window's close is what decides
  const plain = resultsRelease(base, now);
  if (plain.reason === 'immediate' || plain.reason === 'released' || plain.availableAt === null) {
    return plain;
  }
  const accommodationMinutes = await longestAccommodation(readModels, schedule, attempt.studentId);
  return resultsRelease({ ...base, accommodationMinutes }, now);
}

/**
 * When the tutor ended the live session an attempt was sat in (`classroom_sessions`), or null. The
 * session is the latest one of the attempt's code created before the attempt started; an end
 * before that start belongs to an earlier session of the same code (which had expired).
 */
async function sessionEndOf(
  readModels: ReadModelStore,
  examId: string,
  attemptStartTime: string | null,
): Promise<string | null> {
  const sessionCode = classroomSessionCodeOf(examId);
  if (sessionCode === null || attemptStartTime === null) {
    return null;
  }
  const [session] = await readModels
    .collection<ClassroomSessionDocument>(CLASSROOM_SESSIONS_COLLECTION)
    .find({ sessionCode, createdAt: { $lte: attemptStartTime } }, { sort: { createdAt: -1 }, limit: 1 })
    .toArray();
  return session && session.endedAt >= attemptStartTime ? session.endedAt : null;
}

/**
 * The most minutes any student of the schedule gets added (their own accommodation for it, else
 * their general one); `studentId` counts one more (an attempt's student no longer on the schedule).
 */
export async function longestAccommodation(
  readModels: ReadModelStore,
  schedule: ExamScheduleDocument,
  studentId: string | null,
): Promise<number> {
  const students = [...new Set([...schedule.studentIds, ...(studentId === null ? [] : [studentId])])];
  const rows = await readModels
    .collection<AccommodationDocument>(ATTEMPT_COLLECTIONS.accommodations)
    .find({ studentId: { $in: students } })
    .toArray();
  let longest = 0;
  for (const student of students) {
    const own = rows.find((row) => row.studentId === student && row.scheduleId === schedule._id);
    const general = rows.find((row) => row.studentId === student && row.scheduleId === null);
    const effective = own ?? general;
    if (effective) {
      longest = Math.max(longest, accommodationAddedMinutes(schedule.duration, effective));
    }
  }
  return longest;
}

/** Staff see every key; a student or a parent only once released. */
export const keyIsForStaff = (caller: Pick<Caller, 'role'>) =>
  caller.role === 'admin' || caller.role === 'tutor';

/** The question without anything that tells the key: correct answer, explanation, correctness, marks. */
export function withholdQuestion(question: ResultQuestion): WithheldResultQuestion {
  const {
    correctAnswer: _correctAnswer,
    isCorrect: _isCorrect,
    marks: _marks,
    explanation: _explanation,
    ...rest
  } = question;
  return rest;
}

/** The results answer with the key withheld (questions and the exam itself). */
export function withholdResults(
  answer: Omit<AttemptResultsResponse, 'exam' | 'questions'> & { exam: Exam; questions: ResultQuestion[] },
): AttemptResultsResponse {
  return { ...answer, exam: stripAnswers(answer.exam), questions: answer.questions.map(withholdQuestion) };
}
