import { marksScoreText, percentScoreText, studyTime } from '@portal/contracts';

/**
 * The My Data tab's reading of GET /compliance/data-access's attempts, live quizzes, feedback,
 * progress and children (issue 16 item 11): the contract types them loosely (a record per row),
 * so each row is read field by field here, with what the screen says about it. Pure.
 */

export const MY_DATA_LABELS = {
  attempts: 'Exam attempts',
  noAttempts: 'No exam attempts yet.',
  liveQuizzes: 'Live quiz results',
  noLiveQuizzes: 'No live classroom quizzes yet.',
  feedback: 'Feedback on your essays',
  noFeedback: 'No feedback from a tutor yet.',
  progress: 'Progress',
  noProgress: 'No progress recorded yet: it appears after your first completed exam.',
  children: 'Your children',
  noChildren: 'No children linked to your account.',
  childrenNote:
    "A summary only: each child's answers and results are theirs, shown to you in the console, and in full in their own download.",
  withheld: 'Not marked yet',
  withheldNote: 'Per-question marks appear here once your tutor releases the results.',
  integrity: 'Exam integrity events',
  perPage: 10,
} as const;

export interface AnswerRow {
  questionId: string;
  number: number;
  question: string;
  answer: string;
  result: string;
  marks: string;
  feedback: string | null;
}

export interface AttemptView {
  id: string;
  title: string;
  examType: string;
  status: string;
  statusLabel: string;
  started: string | null;
  submitted: string | null;
  timeSpent: string | null;
  score: string;
  released: boolean;
  answers: AnswerRow[];
  integrity: { type: string; at: string | null }[];
}

export interface ChildView {
  id: string;
  name: string;
  attempts: string;
  average: string;
}

export interface FeedbackView {
  key: string;
  examTitle: string;
  question: string;
  answer: string;
  marks: string;
  feedback: string;
}

type Row = Record<string, unknown>;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;
const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const rows = (value: unknown): Row[] =>
  Array.isArray(value) ? value.filter((item): item is Row => !!item && typeof item === 'object') : [];

/** 'mathematics' -> 'Mathematics', 'classroom-quiz' -> 'Classroom quiz'. */
export function humanise(key: string): string {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

/** "2 / 3 marks · 67%", "In progress", or "Awaiting marking" pieces as they apply. */
export function scoreText(row: Row): string {
  const score = num(row.score);
  const total = num(row.totalMarks);
  const percentage = num(row.percentage);
  if (score === null || percentage === null) {
    return row.status === 'in_progress' ? 'Not submitted yet' : '—';
  }
  const awaiting = num(row.awaitingMarking) ?? 0;
  return [
    total !== null ? marksScoreText(score, total) : `${score} marks`,
    percentScoreText(percentage),
    awaiting > 0 ? `${awaiting} awaiting marking` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

function answerRow(row: Row, index: number, released: boolean): AnswerRow {
  const isCorrect = row.isCorrect;
  const marks = num(row.marks);
  const max = num(row.maxMarks);
  let result: string = MY_DATA_LABELS.withheld;
  if (released) {
    if (isCorrect === null) {
      result = 'Awaiting marking';
    } else if (row.type === 'essay') {
      result = 'Marked'; // an essay earns part marks: "Incorrect" would misread 2 of 3
    } else {
      result = isCorrect === true ? 'Correct' : 'Incorrect';
    }
  }
  return {
    questionId: text(row.questionId) ?? String(index),
    number: num(row.number) ?? index + 1,
    question: text(row.question) ?? '—',
    answer: text(row.answer) ?? 'Not answered',
    result,
    marks: marks !== null && max !== null ? `${marks} / ${max}` : max !== null ? `— / ${max}` : '—',
    feedback: text(row.feedback),
  };
}

export function attemptView(row: Row, index: number): AttemptView {
  const released = row.resultsReleased === true;
  const status = text(row.status) ?? 'completed';
  const seconds = num(row.timeSpent);
  return {
    id: text(row.id) ?? `attempt-${index}`,
    title: text(row.title) ?? 'Exam attempt',
    examType: humanise(text(row.examType) ?? 'exam'),
    status,
    statusLabel: status === 'in_progress' ? 'In progress' : 'Completed',
    started: text(row.startTime),
    submitted: text(row.endTime),
    timeSpent: seconds !== null ? studyTime(seconds) : null,
    score: scoreText(row),
    released,
    answers: rows(row.answers).map((answer, i) => answerRow(answer, i, released)),
    integrity: rows(row.integrityEvents).map((event) => ({
      type: humanise(text(event.type) ?? 'event'),
      at: text(event.at),
    })),
  };
}

/** The attempts newest first (by submission, else start). */
export function attemptViews(value: unknown): AttemptView[] {
  return rows(value)
    .map(attemptView)
    .sort((a, b) => (b.submitted ?? b.started ?? '').localeCompare(a.submitted ?? a.started ?? ''));
}

export function feedbackViews(value: unknown): FeedbackView[] {
  return rows(value).map((row, index) => {
    const marks = num(row.marks);
    const max = num(row.maxMarks);
    return {
      key: `${text(row.attemptId) ?? index}:${text(row.questionId) ?? index}`,
      examTitle: text(row.examTitle) ?? 'Exam',
      question: text(row.question) ?? '—',
      answer: text(row.answer) ?? 'Not answered',
      marks: marks !== null && max !== null ? `${marks} / ${max}` : '—',
      feedback: text(row.feedback) ?? '',
    };
  });
}

export function childViews(value: unknown): ChildView[] | null {
  if (!Array.isArray(value)) {
    return null;
  }
  return rows(value).map((row, index) => {
    const count = num(row.attemptsCount) ?? 0;
    const average = num(row.averagePercentage);
    return {
      id: text(row.id) ?? String(index),
      name: [text(row.firstName), text(row.lastName)].filter(Boolean).join(' ') || 'Your child',
      attempts: `${count} ${count === 1 ? 'attempt' : 'attempts'}`,
      average:
        row.analyticsRestricted === true
          ? 'Average hidden: your child restricted analytics'
          : average !== null
            ? `Average ${average}%`
            : 'No average yet',
    };
  });
}

export interface ProgressView {
  figures: { label: string; value: string }[];
  subjects: { subject: string; count: number; average: string; best: string }[];
  trends: { key: string; date: string; subject: string; attempts: number; average: string }[];
  categories: { category: string; average: string; correct: string }[];
}

/** The progress figures; null when the person has none (no attempts or not a student). */
export function progressView(summary: unknown, progress: unknown): ProgressView | null {
  const data = summary && typeof summary === 'object' ? (summary as Row) : null;
  const overview = data?.overview && typeof data.overview === 'object' ? (data.overview as Row) : null;
  const total = num(overview?.totalExams) ?? 0;
  if (!overview || total === 0) {
    return null;
  }
  const percent = (value: unknown) => (num(value) === null ? '—' : `${num(value)}%`);
  return {
    figures: [
      { label: 'Exams taken', value: String(total) },
      { label: 'Average score', value: percent(overview.averageScore) },
      { label: 'Best score', value: percent(overview.bestScore) },
      { label: 'Study time', value: studyTime(num(overview.totalTimeSpent) ?? 0) },
    ],
    subjects: rows(progress).map((row) => ({
      subject: humanise(text(row.examType) ?? 'exam'),
      count: num(row.count) ?? 0,
      average: percent(row.averageScore),
      best: percent(row.bestScore),
    })),
    trends: rows(data?.trends)
      .map((row, index) => ({
        key: `${text(row.date) ?? index}:${text(row.examType) ?? ''}`,
        date: text(row.date) ?? '—',
        subject: humanise(text(row.examType) ?? 'exam'),
        attempts: num(row.attempts) ?? 0,
        average: percent(row.averagePercentage),
      }))
      .reverse(),
    categories: rows(data?.categories).map((row) => ({
      category: text(row.category) ?? '—',
      average: percent(row.averagePercentage),
      correct: `${num(row.totalCorrect) ?? 0} of ${num(row.totalQuestions) ?? 0} correct`,
    })),
  };
}

/** The rows of one page (1-based) and the number of pages. */
export function pageOf<T>(items: readonly T[], page: number, perPage: number = MY_DATA_LABELS.perPage) {
  const pages = Math.max(1, Math.ceil(items.length / perPage));
  const current = Math.min(Math.max(1, page), pages);
  return { items: items.slice((current - 1) * perPage, current * perPage), pages, page: current };
}
