import type { CategoryCount, QuestionFact, TrendInput } from './trends';
import type { ProgressOverviewStats } from './progress';
import type { CategoryTotals } from './topics';

// ---- the analytics read models' shapes (written by projections, read by command-api) ----------

/** A completed attempt's time and figures, as both read models keep them. */
interface CompletedAttemptFacts {
  readonly startTime: string;
  readonly endTime: string;
  /** seconds */
  readonly timeSpent: number;
  readonly score: number;
  readonly totalMarks: number;
  readonly percentage: number;
  readonly correctAnswers: number;
  readonly totalQuestions: number;
}

/** A completed attempt as `student_analytics` keeps it: anonymous facts and ids, no answers. */
export interface AttemptFacts extends CompletedAttemptFacts {
  readonly attemptId: string;
  readonly examId: string;
  readonly examTitle: string;
  readonly examType: string;
  /** the schedule (or the assignment, which is a schedule without a window) it was sat for */
  readonly scheduleId: string | null;
  readonly categories: readonly CategoryCount[];
}

/** `student_analytics`, one document per student (`_id` the student id). */
export interface StudentAnalyticsFacts {
  readonly organisationId: string;
  readonly studentId: string;
  /** completed attempts, oldest first (by endTime, then id) */
  readonly attempts: readonly AttemptFacts[];
  /** the overview figures, precomputed */
  readonly overview: ProgressOverviewStats;
  /** per UTC day and exam type, for the trend chart */
  readonly days: readonly TrendInput[];
  /** per exam type and category, for the category cards */
  readonly categories: readonly CategoryTotals[];
}

/** One completed attempt in `schedule_analytics`, with its per-question marks for item analysis. */
export interface ScheduleAttemptFacts extends CompletedAttemptFacts {
  readonly attemptId: string;
  readonly attemptNumber: number;
  readonly isMakeup: boolean;
  readonly incorrectAnswers: number;
  /** per question: true / false / null (unmarked), and whether it was answered */
  readonly marks: readonly {
    readonly questionId: string;
    readonly isCorrect: boolean | null;
    readonly answered: boolean;
  }[];
}

/** `schedule_analytics`, one document per schedule (`_id` the schedule id). */
export interface ScheduleAnalyticsFacts {
  readonly organisationId: string;
  readonly scheduleId: string;
  readonly examId: string;
  /** the exam's questions as the latest attempt had them, in number order */
  readonly questions: readonly Pick<
    QuestionFact,
    'questionId' | 'number' | 'category' | 'type' | 'maxMarks'
  >[];
  /** completed attempts per student, oldest first */
  readonly students: readonly {
    readonly studentId: string;
    readonly attempts: readonly ScheduleAttemptFacts[];
  }[];
}
