import { z } from 'zod';
import { domainEvent } from '../common';
import { OptionLetter, QuizQuestion, SessionQuiz } from './quiz';
import { QUIZ_FIGURE_KEYS, attemptFigureFields } from '../attempts/figures';

export const ClassroomQuestionResult = z.object({
  questionId: z.string(),
  questionNumber: z.number().int(),
  isCorrect: z.boolean(),
  answered: z.boolean(),
});
export type ClassroomQuestionResult = z.infer<typeof ClassroomQuestionResult>;

/**
 * A student's live quiz submission, graded by the realtime tier: a classroom attempt in the
 * student's history and analytics. The quiz as it was (correct answers included: events never
 * reach students) lets the results page be rebuilt. Everything but `answers` is an anonymous fact
 * that stays after erasure; `answers` (question number → letter) is the child's, encrypted with
 * the student's key and null once erased.
 */
export const ClassroomQuizSubmitted = domainEvent('ClassroomQuizSubmitted', {
  attemptId: z.string(),
  organisationId: z.string(),
  studentId: z.string(),
  tutorId: z.string(),
  sessionCode: z.string(),
  sessionTitle: z.string(),
  quiz: SessionQuiz,
  /** 1 for the first submission in the session, 2 after a reset, … */
  attemptNumber: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  /** seconds, measured by the server */
  timeSpent: z.number().int(),
  ...attemptFigureFields(QUIZ_FIGURE_KEYS),
  questionResults: z.array(ClassroomQuestionResult),
  /** personal (student's key): question number → letter; null once erased */
  answers: z.record(z.string(), OptionLetter).nullable(),
});

/**
 * The tutor ended a live session (issue 16 item 1): from then on the answer key of every attempt of
 * the session may reach its student, live and on the results page. One per session (the session is
 * the code and its `sessionCreatedAt`: a code is reused only after its session expired). Holds ids
 * and times only: no personal data. A session the tutor never ends expires without this event.
 */
export const ClassroomSessionEnded = domainEvent('ClassroomSessionEnded', {
  sessionCode: z.string(),
  organisationId: z.string(),
  tutorId: z.string(),
  /** when the session was created: with the code, which session ended */
  sessionCreatedAt: z.string(),
  endedAt: z.string(),
  /** who ended it: the session's tutor */
  endedBy: z.string(),
});

const TemplateFields = {
  templateId: z.string(),
  organisationId: z.string(),
  tutorId: z.string(),
  title: z.string(),
  questions: z.array(QuizQuestion),
};

/** A tutor saved a new quiz template on the server. */
export const QuizTemplateCreated = domainEvent('QuizTemplateCreated', {
  ...TemplateFields,
  createdAt: z.string(),
});
/** A tutor changed a saved quiz template (the whole content is replaced). */
export const QuizTemplateUpdated = domainEvent('QuizTemplateUpdated', {
  ...TemplateFields,
  updatedAt: z.string(),
});
export const QuizTemplateDeleted = domainEvent('QuizTemplateDeleted', {
  templateId: z.string(),
  organisationId: z.string(),
  tutorId: z.string(),
  deletedAt: z.string(),
});

export const ClassroomEvent = z.discriminatedUnion('type', [
  ClassroomQuizSubmitted,
  ClassroomSessionEnded,
  QuizTemplateCreated,
  QuizTemplateUpdated,
  QuizTemplateDeleted,
]);
export type ClassroomEvent = z.infer<typeof ClassroomEvent>;
