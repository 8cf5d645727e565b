import type {
  CategoryAnalysisItem,
  IntegrityKind,
  ProgressOverviewStats,
  TrendInput,
} from '@portal/contracts';
import { attemptsStreams, categoryAnalysis, pickAttemptFigures, progressStats } from '@portal/contracts';
import type { EventStore, ReadModelStore } from '@portal/platform';
import type {
  AttemptDocument,
  PrivacyDocument,
  StudentAnalyticsDocument,
  UserDocument,
  UserRecord,
} from '@portal/projections';
import {
  isLiveUser,
  processingAllowed,
  ATTEMPTS_COLLECTION,
  PRIVACY_COLLECTION,
  STUDENT_ANALYTICS_COLLECTION,
  USERS_COLLECTION,
} from '@portal/projections';
import { slotDecider } from '../attempts/decider';
import { slotSourceOf } from '../attempts/readModels';
import { releaseOfAttempt } from '../attempts/resultsRelease';
import { graceMinutesOf } from '../attempts/grace';

/**
 * What the rights of access and portability (Art. 15, Art. 20) add to a person's profile and
 * consents: their exam attempts with their answers, live-quiz submissions, essay feedback,
 * progress figures, and for a parent a summary of their linked children (issue 16 item 11).
 *
 * Boundaries (docs/PRIVACY.md "Rights of access and portability"):
 * - only the person's own records, found by their id; an erased person's never (the caller is
 *   signed in, and a child summary skips erased children);
 * - correct answers and explanations are exam content, not personal data: never exported;
 * - per-question marks, correctness and essay feedback follow the results page: shown once the
 *   attempt's results are released (`releaseOfAttempt`, the results page's rule), so an export
 *   cannot leak an answer key;
 * - a parent gets each linked child's name, attempts count and average, not the child's data
 *   (the child exercises their own rights; the parent sees details in the console).
 */

const round1 = (value: number) => Math.round(value * 10) / 10;

export type QuestionRecord = {
  questionId: string;
  number: number;
  question: string;
  type: string;
  category: string;
  answer: string | null;
  /** null while the results are not released (or an essay awaits marking) */
  isCorrect: boolean | null;
  marks: number | null;
  maxMarks: number;
  feedback: string | null;
};

/** An integrity event of an attempt (issue 16 item 3); `type` repeats `kind` for My Data's reader. */
export interface IntegrityRecord {
  kind: IntegrityKind;
  type: IntegrityKind;
  at: string;
}

export type AttemptRecord = {
  id: string;
  examId: string;
  title: string;
  examType: string;
  accessType: AttemptDocument['accessType'];
  scheduleId: string | null;
  attemptNumber: number;
  isMakeup: boolean;
  status: AttemptDocument['status'];
  startTime: string;
  endTime: string | null;
  deadline: string;
  timeSpent: number | null;
  submittedBy: AttemptDocument['submittedBy'];
  score: number | null;
  totalMarks: number;
  percentage: number | null;
  correctAnswers: number | null;
  incorrectAnswers: number | null;
  unanswered: number | null;
  totalQuestions: number;
  awaitingMarking: number | null;
  resultsReleased: boolean;
  answers: QuestionRecord[];
  integrityEvents: IntegrityRecord[];
};

export type EssayFeedbackRecord = {
  attemptId: string;
  examTitle: string;
  questionId: string;
  number: number;
  question: string;
  answer: string | null;
  marks: number | null;
  maxMarks: number;
  feedback: string;
  markedAt: string;
};

export type ProgressSummary = {
  overview: ProgressOverviewStats;
  trends: {
    date: string;
    examType: string;
    attempts: number;
    averagePercentage: number;
    timeSpent: number;
  }[];
  categories: CategoryAnalysisItem[];
};

export type ChildSummary = {
  id: string;
  firstName: string;
  lastName: string;
  /** completed attempts (exams and live quizzes) */
  attemptsCount: number;
  /** average percentage, whole percent; null without attempts or while the child restricts analytics */
  averagePercentage: number | null;
  analyticsRestricted: boolean;
};

/** The attempt's integrity events, oldest first (none on documents from before issue 16). Pure. */
export function integrityOf(attempt: AttemptDocument): IntegrityRecord[] {
  return (attempt.integrityEvents ?? []).map((event) => ({
    kind: event.kind,
    type: event.kind,
    at: event.at,
  }));
}

/**
 * One attempt as the person reads it: figures, each question with their answer (from the read
 * model once submitted, from the saved answers while running), marks only when released. Pure.
 */
export function attemptRecord(
  attempt: AttemptDocument,
  released: boolean,
  savedAnswers: Readonly<Record<string, string>> = {},
): AttemptRecord {
  const results = new Map(attempt.questionResults.map((result) => [result.questionId, result]));
  const answers: QuestionRecord[] = (attempt.exam?.questions ?? []).map((question, index) => {
    const result = results.get(question.id);
    const answer = result?.studentAnswer ?? attempt.answers[question.id] ?? savedAnswers[question.id] ?? null;
    return {
      questionId: question.id,
      number: result?.number ?? index + 1,
      question: question.question,
      type: question.type,
      category: question.category,
      answer: answer === '' ? null : answer,
      isCorrect: released && result ? result.isCorrect : null,
      marks: released && result ? result.marks : null,
      maxMarks: question.marks,
      feedback: released ? (result?.feedback ?? null) : null,
    };
  });
  return {
    id: attempt._id,
    examId: attempt.examId,
    title: attempt.examTitle,
    examType: attempt.examType,
    accessType: attempt.accessType,
    scheduleId: attempt.scheduleId,
    attemptNumber: attempt.attemptNumber,
    isMakeup: attempt.isMakeup,
    status: attempt.status,
    startTime: attempt.startTime,
    endTime: attempt.endTime,
    deadline: attempt.deadline,
    timeSpent: attempt.timeSpent,
    submittedBy: attempt.submittedBy,
    ...pickAttemptFigures(attempt),
    resultsReleased: released,
    answers,
    integrityEvents: integrityOf(attempt),
  };
}

/** The feedback markers wrote on essays, one row per question (released attempts only). Pure. */
export function essayFeedbackOf(attempts: readonly AttemptDocument[], records: readonly AttemptRecord[]) {
  const byId = new Map(attempts.map((attempt) => [attempt._id, attempt]));
  return records.flatMap((record): EssayFeedbackRecord[] =>
    record.answers.flatMap((question) =>
      question.feedback === null
        ? []
        : [
            {
              attemptId: record.id,
              examTitle: record.title,
              questionId: question.questionId,
              number: question.number,
              question: question.question,
              answer: question.answer,
              marks: question.marks,
              maxMarks: question.maxMarks,
              feedback: question.feedback,
              markedAt: byId.get(record.id)?.updatedAt ?? record.endTime ?? record.startTime,
            },
          ],
    ),
  );
}

/** The My Progress figures from the student's analytics document: overview, every day, categories. Pure. */
export function progressSummaryOf(
  document: Pick<StudentAnalyticsDocument, 'overview' | 'days' | 'categories'> | null,
): ProgressSummary {
  const days: readonly TrendInput[] = document?.days ?? [];
  return {
    overview: document?.overview ?? progressStats([]),
    trends: [...days]
      .filter((day) => day.attempts > 0)
      .sort((a, b) => a.date.localeCompare(b.date) || a.examType.localeCompare(b.examType))
      .map((day) => ({
        date: day.date,
        examType: day.examType,
        attempts: day.attempts,
        averagePercentage: round1(day.percentageSum / day.attempts),
        timeSpent: Math.round(day.timeSpent / day.attempts),
      })),
    categories: categoryAnalysis(document?.categories ?? []),
  };
}

/** The spec's `progress[]`: one row per exam type (count, average, best), as My Progress shows. Pure. */
export function progressRows(overview: ProgressOverviewStats): Record<string, unknown>[] {
  return Object.entries(overview.examTypeBreakdown)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([examType, figures]) => ({ examType, ...figures }));
}

/** A linked child as their parent's own export names them: name, count and average only. Pure. */
export function childSummary(
  child: Pick<UserDocument, '_id' | 'firstName' | 'lastName'>,
  overview: ProgressOverviewStats | null,
  analyticsRestricted: boolean,
): ChildSummary {
  return {
    id: child._id,
    firstName: child.firstName,
    lastName: child.lastName,
    attemptsCount: overview?.totalExams ?? 0,
    averagePercentage: analyticsRestricted ? null : (overview?.averageScore ?? null),
    analyticsRestricted,
  };
}

export interface SubjectData {
  examAttempts: AttemptRecord[];
  liveQuizSubmissions: AttemptRecord[];
  essayFeedback: EssayFeedbackRecord[];
  progress: Record<string, unknown>[];
  progressSummary: ProgressSummary | null;
  children: ChildSummary[] | null;
}

/** Reads what the person's rights cover from the read models (and a running attempt's saved answers). */
export async function gatherSubjectData(
  deps: { readModels: ReadModelStore; eventStore: EventStore; now: () => Date },
  user: UserDocument,
): Promise<SubjectData> {
  const { readModels } = deps;
  const now = deps.now();
  const children = user.role === 'parent' ? await childrenOf(readModels, user) : null;
  if (user.role !== 'student') {
    return {
      examAttempts: [],
      liveQuizSubmissions: [],
      essayFeedback: [],
      progress: [],
      progressSummary: null,
      children,
    };
  }
  const attempts = await readModels
    .collection<AttemptDocument>(ATTEMPTS_COLLECTION)
    .find({ studentId: user._id, organisationId: user.organisationId }, { sort: { startTime: 1, _id: 1 } })
    .toArray();
  const analytics = await readModels
    .collection<StudentAnalyticsDocument>(STUDENT_ANALYTICS_COLLECTION)
    .findOne({ _id: user._id });
  const records: AttemptRecord[] = [];
  for (const attempt of attempts) {
    if (attempt.status === 'in_progress') {
      records.push(attemptRecord(attempt, false, await savedAnswersOf(deps.eventStore, attempt)));
      continue;
    }
    // the results page's own rule (issue 16 item 1): the export never shows a key it withholds
    const release = await releaseOfAttempt(readModels, attempt, graceMinutesOf, now);
    records.push(attemptRecord(attempt, release.released));
  }
  const summary = progressSummaryOf(analytics);
  return {
    examAttempts: records.filter((record) => record.accessType !== 'classroom'),
    liveQuizSubmissions: records.filter((record) => record.accessType === 'classroom'),
    essayFeedback: essayFeedbackOf(attempts, records),
    progress: progressRows(summary.overview),
    progressSummary: summary,
    children,
  };
}

/** A running attempt's answers saved so far: the read model keeps them only from submission. */
async function savedAnswersOf(
  eventStore: EventStore,
  attempt: AttemptDocument,
): Promise<Record<string, string>> {
  const recorded = await eventStore.readStream(
    attemptsStreams.slot(
      attempt.studentId,
      attempt.accessType === 'classroom' ? 'practice' : attempt.accessType,
      slotSourceOf(attempt),
    ),
  );
  const state = recorded.reduce(
    (current, event) =>
      slotDecider.evolve(current, { type: event.type, data: event.data } as Parameters<
        typeof slotDecider.evolve
      >[1]),
    slotDecider.initialState(),
  );
  return state.running?.started.attemptId === attempt._id ? { ...state.running.answers } : {};
}

async function childrenOf(readModels: ReadModelStore, parent: UserDocument): Promise<ChildSummary[]> {
  const children = (
    await readModels
      .collection<UserRecord>(USERS_COLLECTION)
      .find(
        { organisationId: parent.organisationId, role: 'student', status: 'active', parentIds: parent._id },
        { sort: { _id: 1 } },
      )
      .toArray()
  ).filter(isLiveUser);
  const ids = children.map((child) => child._id);
  const [analytics, privacy] = await Promise.all([
    readModels
      .collection<StudentAnalyticsDocument>(STUDENT_ANALYTICS_COLLECTION)
      .find({ _id: { $in: ids } })
      .toArray(),
    readModels
      .collection<PrivacyDocument>(PRIVACY_COLLECTION)
      .find({ _id: { $in: ids } })
      .toArray(),
  ]);
  const overviewById = new Map(analytics.map((document) => [document._id, document.overview]));
  const privacyById = new Map(privacy.map((document) => [document._id, document]));
  return children.map((child) =>
    childSummary(
      child,
      overviewById.get(child._id) ?? null,
      !processingAllowed(privacyById.get(child._id) ?? null, 'analytics'),
    ),
  );
}
