/** What a live quiz's clock needs of it: each question's number and time limit. */
export interface TimedQuiz {
  readonly questions: readonly { readonly number: number; readonly timeLimit: number }[];
}

/** Network grace after a live question's time limit (issue 16). */
export const ANSWER_GRACE_MS = 1_000;

/**
 * When each question of a live quiz closes (issue 16): a student's clock starts when the quiz was
 * broadcast, or when they first joined the session if later (a rejoin does not restart it);
 * question n closes after the time limits of questions 1..n. The server knows both times, not what
 * a student looks at, so this is what it enforces.
 * Question number → ISO time the question closes (without grace).
 */
export function questionClosingTimes(quiz: TimedQuiz, startedAt: string): Record<string, string> {
  const start = Date.parse(startedAt);
  const closing: Record<string, string> = {};
  let elapsed = 0;
  for (const question of quiz.questions) {
    elapsed += question.timeLimit * 1000;
    closing[String(question.number)] = new Date(start + elapsed).toISOString();
  }
  return closing;
}

/**
 * Whole seconds left on a live question at `nowMs` (both UIs' countdowns), 0 once it closed, null
 * when the quiz has no clock. `startedAtMs` is the quiz's start on the caller's clock.
 */
export function questionSecondsLeft(
  quiz: TimedQuiz,
  startedAtMs: number | null,
  questionNumber: number,
  nowMs: number,
): number | null {
  if (startedAtMs === null || !Number.isFinite(startedAtMs)) {
    return null;
  }
  let closesAt = startedAtMs;
  for (const question of quiz.questions) {
    closesAt += question.timeLimit * 1000;
    if (question.number === questionNumber) {
      return Math.max(0, Math.ceil((closesAt - nowMs) / 1000));
    }
  }
  return null;
}

/** A server time (`startedAt`) on the local clock, given the server's time `serverTime` seen at local `receivedAtMs`. */
export function toLocalClock(
  startedAt: string | null | undefined,
  serverTime: string | undefined,
  receivedAtMs: number,
): number | null {
  if (!startedAt) {
    return null;
  }
  const start = Date.parse(startedAt);
  const server = serverTime ? Date.parse(serverTime) : Number.NaN;
  if (!Number.isFinite(start)) {
    return null;
  }
  return Number.isFinite(server) ? start - (server - receivedAtMs) : start;
}
