import type { AttemptFacts, CategoryTotals, StudentAnalyticsFacts, TrendInput } from '@portal/contracts';
import { categoryCounts, pickAttemptFigures, progressStats, recentImprovement } from '@portal/contracts';
import type { ProjectionDefinition, ReadModelDocument } from '../runner/projection';
import type { AttemptSubmittedData, EssaysMarkedData } from './attemptSubmitted';
import { scheduleOf } from './attemptSubmitted';
import { classroomAttemptFacts } from '../classroom/classroomAttempts';
import { exhaustive } from '@portal/platform';

/**
 * `student_analytics`: one document per student, fed by `AttemptSubmitted`. It keeps each
 * completed attempt's anonymous facts (so clearing a student's exams can take attempts out) and
 * the figures the progress and tutor-analytics pages read, recomputed from them on every event:
 * the overview, per-day trend inputs and per-category totals. A live classroom quiz's submission
 * (`ClassroomQuizSubmitted`) counts as an attempt of type `classroom-quiz`. `StudentExamsCleared` removes the
 * listed attempts (and those of the listed schedules); `UserErased` removes the document.
 * `EssayAnswersMarked` replaces that attempt's score, percentage, correct answers and category
 * counts (never adds to them: an attempt marked twice counts once, with its latest marks).
 */
export type StudentAnalyticsDocument = ReadModelDocument & StudentAnalyticsFacts;

/** How many per-attempt percentages a category keeps for its trend. */
const CATEGORY_TREND_POINTS = 6;

export function attemptFacts(data: AttemptSubmittedData): AttemptFacts {
  return {
    attemptId: data.attemptId,
    examId: data.examId,
    examTitle: data.examTitle,
    examType: data.examType,
    scheduleId: scheduleOf(data),
    startTime: data.startTime,
    endTime: data.endTime,
    timeSpent: Math.max(0, Math.round(data.timeSpent)),
    ...pickAttemptFigures(data, ['score', 'totalMarks', 'percentage', 'correctAnswers', 'totalQuestions']),
    categories: categoryCounts(data.questionResults),
  };
}

/** An attempt's facts once its essays are marked: the new figures replace the old ones. */
export function markedAttemptFacts(facts: AttemptFacts, data: EssaysMarkedData): AttemptFacts {
  return {
    ...facts,
    ...pickAttemptFigures(data, ['score', 'percentage', 'correctAnswers']),
    categories: categoryCounts(data.questionResults),
  };
}

const byEndTime = (a: AttemptFacts, b: AttemptFacts) =>
  a.endTime.localeCompare(b.endTime) || a.attemptId.localeCompare(b.attemptId);

/** Every derived figure from the attempts (oldest first). Pure. */
export function studentFigures(
  attempts: readonly AttemptFacts[],
): Pick<StudentAnalyticsFacts, 'overview' | 'days' | 'categories'> {
  const improvement = recentImprovement([...attempts].reverse().map((attempt) => attempt.percentage));
  const overview = {
    ...progressStats(attempts),
    ...(improvement !== null && { recentImprovement: improvement }),
  };
  const days = new Map<string, TrendInput>();
  const categories = new Map<string, CategoryTotals & { recent: number[] }>();
  for (const attempt of attempts) {
    const date = attempt.endTime.slice(0, 10);
    const dayKey = `${date}\n${attempt.examType}`;
    const day = days.get(dayKey) ?? {
      date,
      examType: attempt.examType,
      attempts: 0,
      percentageSum: 0,
      timeSpent: 0,
    };
    days.set(dayKey, {
      ...day,
      attempts: day.attempts + 1,
      percentageSum: day.percentageSum + attempt.percentage,
      timeSpent: day.timeSpent + attempt.timeSpent,
    });
    for (const count of attempt.categories) {
      if (count.total === 0) {
        continue;
      }
      const key = `${attempt.examType}\n${count.category}`;
      const sum = categories.get(key) ?? {
        examType: attempt.examType,
        category: count.category,
        correct: 0,
        total: 0,
        attempts: 0,
        recent: [],
      };
      categories.set(key, {
        ...sum,
        correct: sum.correct + count.correct,
        total: sum.total + count.total,
        attempts: sum.attempts + 1,
        recent: [...sum.recent, Math.round((count.correct / count.total) * 1000) / 10].slice(
          -CATEGORY_TREND_POINTS,
        ),
      });
    }
  }
  return { overview, days: [...days.values()], categories: [...categories.values()] };
}

function withAttempts(
  document: StudentAnalyticsDocument,
  attempts: readonly AttemptFacts[],
): StudentAnalyticsDocument | null {
  return attempts.length === 0 ? null : { ...document, attempts, ...studentFigures(attempts) };
}

/** the `student_analytics` read model's collection */
export const STUDENT_ANALYTICS_COLLECTION = 'student_analytics';

const handles = [
  'AttemptSubmitted',
  'EssayAnswersMarked',
  'StudentExamsCleared',
  'UserErased',
  'ClassroomQuizSubmitted',
] as const;

export const studentAnalyticsProjection: ProjectionDefinition<
  StudentAnalyticsDocument,
  (typeof handles)[number]
> = {
  name: 'studentAnalytics',
  collection: STUDENT_ANALYTICS_COLLECTION,
  handles,
  documentIds: (handled) => {
    switch (handled.type) {
      case 'AttemptSubmitted':
      case 'EssayAnswersMarked':
      case 'StudentExamsCleared':
      case 'ClassroomQuizSubmitted':
        return [handled.data.studentId];
      case 'UserErased':
        return [handled.data.userId];
      default:
        return exhaustive(handled);
    }
  },
  evolve: (document, handled, id) => {
    switch (handled.type) {
      case 'AttemptSubmitted':
      case 'ClassroomQuizSubmitted': {
        const { data } = handled;
        const facts =
          handled.type === 'AttemptSubmitted'
            ? attemptFacts(handled.data)
            : classroomAttemptFacts(handled.data);
        const current: StudentAnalyticsDocument = document ?? {
          _id: id,
          organisationId: data.organisationId,
          studentId: data.studentId,
          attempts: [],
          ...studentFigures([]),
        };
        const others = current.attempts.filter((attempt) => attempt.attemptId !== facts.attemptId);
        return withAttempts(current, [...others, facts].sort(byEndTime));
      }
      case 'EssayAnswersMarked': {
        const { data } = handled;
        if (!document?.attempts.some((attempt) => attempt.attemptId === data.attemptId)) {
          return document; // cleared since: nothing to update
        }
        return withAttempts(
          document,
          document.attempts.map((attempt) =>
            attempt.attemptId === data.attemptId ? markedAttemptFacts(attempt, data) : attempt,
          ),
        );
      }
      case 'StudentExamsCleared': {
        if (!document) {
          return null;
        }
        const { data } = handled;
        const attempts = new Set(data.attemptIds);
        const schedules = new Set([...data.scheduleIds, ...data.assignmentIds]);
        return withAttempts(
          document,
          document.attempts.filter(
            (attempt) =>
              !attempts.has(attempt.attemptId) &&
              !(attempt.scheduleId !== null && schedules.has(attempt.scheduleId)),
          ),
        );
      }
      case 'UserErased':
        return null;
      default:
        return exhaustive(handled);
    }
  },
  indexes: [{ keys: { organisationId: 1 } }],
};
