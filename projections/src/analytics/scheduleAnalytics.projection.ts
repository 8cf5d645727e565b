import type { ScheduleAnalyticsFacts, ScheduleAttemptFacts } from '@portal/contracts';
import { pickAttemptFigures } from '@portal/contracts';
import type { ProjectionDefinition, ReadModelDocument } from '../runner/projection';
import type { AttemptSubmittedData, EssaysMarkedData } from './attemptSubmitted';
import { scheduleOf } from './attemptSubmitted';
import { exhaustive } from '@portal/platform';

/**
 * `schedule_analytics`: one document per schedule (or assignment), fed by `AttemptSubmitted` of
 * attempts sat for it. Per student, their completed attempts with each question's mark (true,
 * false, or null while an essay awaits marking) — what the schedule's statistics, best results
 * and item analysis are computed from when asked, after students under a processing
 * restriction are left out (a restriction may come or go at any time, so it cannot be baked in).
 * `EssayAnswersMarked` replaces that attempt's figures and marks (marked twice: the latest).
 * `StudentExamsCleared` takes the student out of the listed schedules. An erased student's
 * figures stay as anonymous facts (DESIGN.md §4); their name is gone from `users`.
 */
export type ScheduleAnalyticsDocument = ReadModelDocument & ScheduleAnalyticsFacts;

/** Each question's mark: what the item analysis counts. */
const questionMarksOf = (
  data: Pick<AttemptSubmittedData, 'questionResults'>,
): ScheduleAttemptFacts['marks'] =>
  data.questionResults.map((question) => ({
    questionId: question.questionId,
    isCorrect: question.isCorrect,
    answered: question.answered,
  }));

export function scheduleAttemptFacts(data: AttemptSubmittedData): ScheduleAttemptFacts {
  return {
    attemptId: data.attemptId,
    attemptNumber: data.attemptNumber,
    isMakeup: data.isMakeup,
    startTime: data.startTime,
    endTime: data.endTime,
    timeSpent: Math.max(0, Math.round(data.timeSpent)),
    ...pickAttemptFigures(data, [
      'score',
      'totalMarks',
      'percentage',
      'correctAnswers',
      'incorrectAnswers',
      'totalQuestions',
    ]),
    marks: questionMarksOf(data),
  };
}

/** An attempt's facts once its essays are marked: the new figures replace the old ones. */
export function markedScheduleAttemptFacts(
  facts: ScheduleAttemptFacts,
  data: EssaysMarkedData,
): ScheduleAttemptFacts {
  return {
    ...facts,
    ...pickAttemptFigures(data, ['score', 'percentage', 'correctAnswers', 'incorrectAnswers']),
    marks: questionMarksOf(data),
  };
}

const byEndTime = (a: ScheduleAttemptFacts, b: ScheduleAttemptFacts) =>
  a.endTime.localeCompare(b.endTime) || a.attemptId.localeCompare(b.attemptId);

/** the `schedule_analytics` read model's collection */
export const SCHEDULE_ANALYTICS_COLLECTION = 'schedule_analytics';

const handles = ['AttemptSubmitted', 'EssayAnswersMarked', 'StudentExamsCleared'] as const;

export const scheduleAnalyticsProjection: ProjectionDefinition<
  ScheduleAnalyticsDocument,
  (typeof handles)[number]
> = {
  name: 'scheduleAnalytics',
  collection: SCHEDULE_ANALYTICS_COLLECTION,
  handles,
  documentIds: (handled) => {
    switch (handled.type) {
      case 'AttemptSubmitted':
      case 'EssayAnswersMarked': {
        const scheduleId = scheduleOf(handled.data);
        return scheduleId === null ? [] : [scheduleId];
      }
      case 'StudentExamsCleared':
        return [...new Set([...handled.data.scheduleIds, ...handled.data.assignmentIds])];
      default:
        return exhaustive(handled);
    }
  },
  evolve: (document, handled, id) => {
    switch (handled.type) {
      case 'AttemptSubmitted': {
        const { data } = handled;
        const facts = scheduleAttemptFacts(data);
        const current: ScheduleAnalyticsDocument = document ?? {
          _id: id,
          organisationId: data.organisationId,
          scheduleId: id,
          examId: data.examId,
          questions: [],
          students: [],
        };
        const own = current.students.find((student) => student.studentId === data.studentId);
        const attempts = [
          ...(own?.attempts ?? []).filter((attempt) => attempt.attemptId !== facts.attemptId),
          facts,
        ].sort(byEndTime);
        return {
          ...current,
          examId: data.examId,
          questions: [...data.questionResults]
            .sort((a, b) => a.number - b.number)
            .map(({ questionId, number, category, type, maxMarks }) => ({
              questionId,
              number,
              category,
              type,
              maxMarks,
            })),
          students: [
            ...current.students.filter((student) => student.studentId !== data.studentId),
            { studentId: data.studentId, attempts },
          ].sort((a, b) => a.studentId.localeCompare(b.studentId)),
        };
      }
      case 'EssayAnswersMarked': {
        const { data } = handled;
        if (!document) {
          return null;
        }
        return {
          ...document,
          students: document.students.map((student) =>
            student.studentId === data.studentId
              ? {
                  ...student,
                  attempts: student.attempts.map((attempt) =>
                    attempt.attemptId === data.attemptId
                      ? markedScheduleAttemptFacts(attempt, data)
                      : attempt,
                  ),
                }
              : student,
          ),
        };
      }
      case 'StudentExamsCleared': {
        if (!document) {
          return null;
        }
        const students = document.students.filter((student) => student.studentId !== handled.data.studentId);
        return students.length === 0 ? null : { ...document, students };
      }
      default:
        return exhaustive(handled);
    }
  },
  indexes: [{ keys: { organisationId: 1 } }],
};
