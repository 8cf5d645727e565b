import { ANALYTICS_MESSAGES, type DetailedResultsResponse } from '@portal/contracts';
import { NotFoundError } from '@portal/platform';
import type { AttemptDocument, UserDocument } from '@portal/projections';
import type { ApiDeps } from '../deps';
import type { Caller } from '../http/auth';
import { visibleStudent } from './access';
import { analyticsCollections } from './readModels';
import { passagesOf, questionAnalysis } from './views';

/** A completed attempt of a student in the caller's view (tutor: own, parent: child, admin: the organisation's), or 404. */
export async function attemptInView(deps: ApiDeps, caller: Caller, attemptId: string) {
  const attempt = await analyticsCollections(deps.readModels).attempts.findOne({
    _id: attemptId,
    organisationId: caller.organisationId,
    status: 'completed',
  });
  if (!attempt) {
    throw new NotFoundError(ANALYTICS_MESSAGES.attemptNotFound);
  }
  const student = await visibleStudent(deps.readModels, caller, attempt.studentId).catch(() => {
    throw new NotFoundError(ANALYTICS_MESSAGES.attemptNotFound);
  });
  return { attempt, student };
}

/** The tutor-exam-results answer for one attempt: the exam's passages, the student, every question. */
export function detailedResultsOf(attempt: AttemptDocument, student: UserDocument): DetailedResultsResponse {
  const exam = attempt.exam;
  const questions = questionAnalysis(attempt, exam);
  return {
    success: true,
    exam: {
      id: attempt.examId,
      title: exam.title,
      examType: exam.examType,
      passages: passagesOf(exam),
    },
    student: { id: student._id, firstName: student.firstName, lastName: student.lastName },
    examAttempt: { id: attempt._id, timeTaken: attempt.timeSpent ?? 0, completedAt: attempt.endTime },
    results: {
      scoreObtained: attempt.score ?? 0,
      totalMarks: attempt.totalMarks ?? 0,
      percentage: attempt.percentage ?? 0,
      correctAnswers: attempt.correctAnswers ?? questions.filter((q) => q.isCorrect === true).length,
      incorrectAnswers: attempt.incorrectAnswers ?? questions.filter((q) => q.isCorrect === false).length,
      awaitingMarking: attempt.awaitingMarking ?? questions.filter((q) => q.isCorrect === null).length,
    },
    questionAnalysis: questions,
  };
}
