/**
 * Which questions a practice set holds (issue 20 item 3): "Practise my weak topics" and "Review my
 * mistakes". Pure: the question bank, the student's answer history and `now` in, the chosen
 * questions out, in a deterministic order (a seeded hash breaks every tie, so one seed and one
 * history give one set). The decisions are written down in docs/READINESS.md.
 */

export const PRACTICE_SET_RULES = {
  /** questions in a set when the student does not say */
  defaultSize: 10,
  minSize: 5,
  maxSize: 30,
  /** how many of the weakest categories a weak-topics set spreads its questions over */
  weakCategories: 3,
  /** a question answered correctly this recently (days) is left out of a weak-topics set */
  recentCorrectDays: 14,
  /** a mistake is cleared by this many correct answers on different London calendar days */
  correctDaysToClear: 2,
  /** a set's time: this much per question (minutes), and never less than `minMinutes` */
  minutesPerQuestion: 1.5,
  minMinutes: 10,
} as const;

/** A set's time limit in minutes: 1.5 a question, rounded up, at least 10 (10 questions: 15). */
export const practiceSetMinutes = (questions: number): number =>
  Math.max(PRACTICE_SET_RULES.minMinutes, Math.ceil(questions * PRACTICE_SET_RULES.minutesPerQuestion));

/** The question types the server marks itself; a set never holds an essay (a tutor marks those). */
export const AUTO_MARKED_QUESTION_TYPES: readonly string[] = [
  'multiple-choice',
  'true-false',
  'short-answer',
  'fill-in-blank',
];

/** One question of the bank: a question of a paper the student may practise now. */
export interface BankQuestion {
  readonly examId: string;
  readonly questionId: string;
  readonly category: string;
  readonly type: string;
}

/** One marked answer of the student's to a bank question (unanswered questions are not answers). */
export interface AnswerRecord {
  readonly examId: string;
  readonly questionId: string;
  /** when the attempt holding it was submitted (ISO 8601) */
  readonly at: string;
  readonly isCorrect: boolean;
}

/** A category of the student's category analysis: its percentage correct over the questions answered. */
export interface CategoryStanding {
  readonly category: string;
  readonly percentage: number;
  readonly questions: number;
}

/** Why a question is in a set: one of the weakest categories, the next ones to fill up, or a mistake. */
export type PickReason = 'weak-topic' | 'fill' | 'mistake';

export interface PickedQuestion extends BankQuestion {
  readonly reason: PickReason;
}

export interface WeakTopicSelection {
  readonly questions: PickedQuestion[];
  /** the weakest categories the set aimed at (those with a question to offer), weakest first */
  readonly targetCategories: string[];
}

/** Where a question the student once got wrong stands. */
export type MistakeStanding = 'none' | 'due' | 'waiting' | 'cleared';

export interface MistakeSelection {
  readonly questions: PickedQuestion[];
  /** mistakes to review now (the set holds at most `size` of them) */
  readonly due: number;
  /** mistakes answered correctly today: they come back on another day */
  readonly waiting: number;
  /** mistakes answered correctly on two different days since */
  readonly cleared: number;
}

const DAY_MS = 86_400_000;

const LONDON_DAY = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
});

/** The UK calendar day of an instant (a day boundary is London midnight, summer time included). */
export const londonDay = (instant: string | Date): string =>
  LONDON_DAY.format(typeof instant === 'string' ? new Date(instant) : instant);

/** The key a question goes by in the bank and the history: its paper and its id there. */
export const bankKey = (question: Pick<BankQuestion, 'examId' | 'questionId'>): string =>
  `${question.examId}\u0000${question.questionId}`;

/** FNV-1a over the seed and the key: a stable pseudo-random rank for breaking ties. */
function seededRank(seed: string, key: string): number {
  let hash = 0x811c9dc5;
  const text = `${seed}\u0001${key}`;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const bySeed = (seed: string) => (a: BankQuestion, b: BankQuestion) =>
  seededRank(seed, bankKey(a)) - seededRank(seed, bankKey(b)) || bankKey(a).localeCompare(bankKey(b));

/** Each question's answers, oldest first (answers to questions outside the bank are kept too). */
export function historyByQuestion(history: readonly AnswerRecord[]): Map<string, AnswerRecord[]> {
  const grouped = new Map<string, AnswerRecord[]>();
  for (const record of history) {
    const key = bankKey(record);
    grouped.set(key, [...(grouped.get(key) ?? []), record]);
  }
  for (const records of grouped.values()) {
    records.sort((a, b) => a.at.localeCompare(b.at));
  }
  return grouped;
}

const isAutoMarked = (question: BankQuestion) => AUTO_MARKED_QUESTION_TYPES.includes(question.type);

/** Answered correctly less than `recentCorrectDays` before now. */
function recentlyCorrect(records: readonly AnswerRecord[], now: Date): boolean {
  const since = now.getTime() - PRACTICE_SET_RULES.recentCorrectDays * DAY_MS;
  return records.some((record) => record.isCorrect && Date.parse(record.at) > since);
}

/**
 * A question's mistake standing: `none` without a wrong answer; `cleared` once, after the latest
 * wrong answer, it was answered correctly on two different London days; `waiting` when one of
 * those correct answers is today's (another today would not count); else `due`.
 */
export function mistakeStanding(records: readonly AnswerRecord[], now: Date): MistakeStanding {
  const sorted = [...records].sort((a, b) => a.at.localeCompare(b.at));
  const lastWrong = sorted.map((record) => record.isCorrect).lastIndexOf(false);
  if (lastWrong < 0) {
    return 'none';
  }
  const correctDays = new Set(
    sorted
      .slice(lastWrong + 1)
      .filter((record) => record.isCorrect)
      .map((record) => londonDay(record.at)),
  );
  if (correctDays.size >= PRACTICE_SET_RULES.correctDaysToClear) {
    return 'cleared';
  }
  return correctDays.has(londonDay(now)) ? 'waiting' : 'due';
}

/**
 * The categories in the order a weak-topics set draws on them: those of the student's analysis
 * from the lowest percentage up (a tie: more questions answered first, then by name), then the
 * bank's categories the student has never answered, by name.
 */
export function weakestFirst(
  standings: readonly CategoryStanding[],
  bankCategories: Iterable<string>,
): string[] {
  const analysed = [...standings]
    .sort(
      (a, b) =>
        a.percentage - b.percentage || b.questions - a.questions || a.category.localeCompare(b.category),
    )
    .map((standing) => standing.category);
  const known = new Set(analysed);
  const untried = [...new Set(bankCategories)].filter((category) => !known.has(category)).sort();
  return [...new Set([...analysed, ...untried])];
}

/**
 * "Practise my weak topics": up to `size` auto-marked bank questions, none answered correctly in
 * the last `recentCorrectDays` days. Questions go round the `weakCategories` weakest categories
 * that have any to offer (weakest first, one each in turn), and when those run out the next
 * weakest categories fill the set in order. Within a category: questions never answered first,
 * then those last answered wrongly, then those answered correctly long ago; the seed orders each
 * group. Fewer questions than `size` when the bank has no more.
 */
export function selectWeakTopics(input: {
  bank: readonly BankQuestion[];
  history: readonly AnswerRecord[];
  standings: readonly CategoryStanding[];
  now: Date;
  size: number;
  seed: string;
}): WeakTopicSelection {
  const answers = historyByQuestion(input.history);
  const tier = (question: BankQuestion) => {
    const records = answers.get(bankKey(question)) ?? [];
    if (records.length === 0) {
      return 0;
    }
    return records[records.length - 1]!.isCorrect ? 2 : 1;
  };
  const order = bySeed(input.seed);
  const queues = new Map<string, BankQuestion[]>();
  for (const question of uniqueQuestions(input.bank)) {
    if (!isAutoMarked(question) || recentlyCorrect(answers.get(bankKey(question)) ?? [], input.now)) {
      continue;
    }
    queues.set(question.category, [...(queues.get(question.category) ?? []), question]);
  }
  for (const queue of queues.values()) {
    queue.sort((a, b) => tier(a) - tier(b) || order(a, b));
  }
  const ranked = weakestFirst(input.standings, queues.keys()).filter((category) => queues.has(category));
  const targets = ranked.slice(0, PRACTICE_SET_RULES.weakCategories);
  const picked: PickedQuestion[] = [];
  const take = (category: string, reason: PickReason) => {
    const next = queues.get(category)?.shift();
    if (next) {
      picked.push({ ...next, reason });
    }
    return next !== undefined;
  };
  let tookOne = true;
  while (picked.length < input.size && tookOne) {
    tookOne = false;
    for (const category of targets) {
      if (picked.length < input.size && take(category, 'weak-topic')) {
        tookOne = true;
      }
    }
  }
  for (const category of ranked.slice(targets.length)) {
    while (picked.length < input.size && take(category, 'fill')) {
      // the next weakest category fills the set until it runs out
    }
  }
  return { questions: picked, targetCategories: targets };
}

/**
 * "Review my mistakes": up to `size` auto-marked bank questions the student answered wrongly and
 * has not yet cleared (mistakeStanding `due`), the oldest mistake first (the seed orders ties).
 */
export function selectMistakes(input: {
  bank: readonly BankQuestion[];
  history: readonly AnswerRecord[];
  now: Date;
  size: number;
  seed: string;
}): MistakeSelection {
  const answers = historyByQuestion(input.history);
  const counts = { due: 0, waiting: 0, cleared: 0 };
  const due: { question: BankQuestion; lastWrong: string }[] = [];
  for (const question of uniqueQuestions(input.bank)) {
    if (!isAutoMarked(question)) {
      continue;
    }
    const records = answers.get(bankKey(question)) ?? [];
    const standing = mistakeStanding(records, input.now);
    if (standing === 'none') {
      continue;
    }
    counts[standing] += 1;
    if (standing === 'due') {
      const lastWrong = records.filter((record) => !record.isCorrect).at(-1)!.at;
      due.push({ question, lastWrong });
    }
  }
  const order = bySeed(input.seed);
  due.sort((a, b) => a.lastWrong.localeCompare(b.lastWrong) || order(a.question, b.question));
  return {
    questions: due.slice(0, input.size).map(({ question }) => ({ ...question, reason: 'mistake' })),
    ...counts,
  };
}

/** The bank without a question listed twice (the first listing stays). */
function uniqueQuestions(bank: readonly BankQuestion[]): BankQuestion[] {
  const seen = new Set<string>();
  return bank.filter((question) => {
    const key = bankKey(question);
    if (seen.has(key)) {
      return false;
    }
    seen.add(key);
    return true;
  });
}
