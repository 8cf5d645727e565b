import { randomInt } from 'node:crypto';

/**
 * Classroom state port: the live quiz's session state, shared by every realtime node of one
 * deployment so a student reconnecting to any node gets their answers back. Adapters: memory
 * (one process) and Redis. State only: no sockets, no grading; quiz and result are stored as
 * given and never interpreted (the quiz holds correct answers: never send it to students).
 *
 * Semantics:
 * - Expiry is absolute: every key of a session expires `ttlMs` after `createSession` and
 *   activity never extends it, so a session cannot be kept alive forever by a chatty client
 *   (the tutor's resume window is measured from the start, 240 minutes).
 * - A malformed code is "no such session" (null, false, []) everywhere but `createSession`,
 *   so codes typed by students need no pre-check and never reach a key.
 * - Per-participant writes are atomic and touch only that participant, so nodes writing
 *   answers of different students at once never overwrite each other.
 * - Writes refused for a state reason return false (or null); bad arguments throw RangeError.
 */

export type ClassroomJson =
  null | boolean | number | string | ClassroomJson[] | { [key: string]: ClassroomJson };

/** waiting (created) -> active (started) -> ended; ended is final. */
export type ClassroomStatus = 'waiting' | 'active' | 'ended';

export interface NewClassroomSession {
  readonly code: string;
  readonly tutorId: string;
  readonly title: string;
  /** The quiz template, correct answers included; opaque to the store. */
  readonly quiz: ClassroomJson;
  /** ISO timestamp. */
  readonly createdAt: string;
}

export interface ClassroomSession extends NewClassroomSession {
  readonly status: ClassroomStatus;
}

export interface ActiveClassroomSession {
  readonly code: string;
  readonly title: string;
  /** Students who joined (connected or not). */
  readonly participantCount: number;
}

export interface ClassroomStudent {
  readonly userId: string;
  readonly firstName: string;
  readonly lastName: string;
}

export interface ClassroomAnswer {
  readonly selectedAnswer: string;
  readonly answeredAt: string;
}

export interface ClassroomParticipant extends ClassroomStudent {
  /** ISO timestamp of the first join; a rejoin keeps it. */
  readonly joinedAt: string;
  readonly connected: boolean;
  readonly socketId: string | null;
  /** By question number (1-based). */
  readonly answers: Readonly<Record<number, ClassroomAnswer>>;
  /** The grading result as given to `submit`; null until submitted. */
  readonly result: ClassroomJson | null;
  readonly submittedAt: string | null;
}

export interface ClassroomStateStore {
  readonly kind: 'memory' | 'redis';
  /** Creates a session in status waiting; false when the code is taken (across nodes). */
  createSession(session: NewClassroomSession, ttlMs: number): Promise<boolean>;
  getSession(code: string): Promise<ClassroomSession | null>;
  /** False when the session is missing or already ended (ended is final). */
  setStatus(code: string, status: ClassroomStatus): Promise<boolean>;
  /**
   * Replaces the session's quiz (the tutor sent one, or another): answers and results are kept.
   * False when the session is missing or ended.
   */
  setQuiz(code: string, quiz: ClassroomJson): Promise<boolean>;
  /** Sessions not ended, oldest first. */
  listActive(): Promise<ActiveClassroomSession[]>;
  /**
   * Joins or rejoins (any node): names and socket are updated, the participant is connected,
   * answers and result are kept. Null when the session is missing or ended.
   */
  joinParticipant(
    code: string,
    student: ClassroomStudent,
    socketId: string,
    joinedAt: string,
  ): Promise<ClassroomParticipant | null>;
  /**
   * Marks the participant disconnected only if `socketId` is still theirs: a late disconnect
   * from a node they already left must not hide their new connection. True when applied.
   */
  markDisconnected(code: string, userId: string, socketId: string): Promise<boolean>;
  /** Last call wins per question. False when not joined or already submitted. */
  recordAnswer(
    code: string,
    userId: string,
    questionNumber: number,
    selectedAnswer: string,
    answeredAt: string,
  ): Promise<boolean>;
  /** Stores the result once: false when not joined or already submitted. */
  submit(code: string, userId: string, result: ClassroomJson, submittedAt: string): Promise<boolean>;
  /** Clears answers, result and submission (the participant stays joined). False when not joined. */
  resetParticipant(code: string, userId: string): Promise<boolean>;
  /**
   * Removes the participant entirely (names, socket, answers, result and membership), whatever
   * the session's status: an erased person leaves no trace in the store (DESIGN.md §4). A later
   * join starts afresh. False when they had not joined (or the code is malformed).
   */
  removeParticipant(code: string, userId: string): Promise<boolean>;
  /**
   * Codes of every session holding this participant, ended ones included (an ended session keeps
   * its participants until it expires), sorted. For erasure: rare, may scan the whole store.
   */
  sessionsOfParticipant(userId: string): Promise<string[]>;
  getParticipant(code: string, userId: string): Promise<ClassroomParticipant | null>;
  /** Every participant, in join order. */
  getParticipants(code: string): Promise<ClassroomParticipant[]>;
  deleteSession(code: string): Promise<void>;
  /** Releases what the adapter opened itself (never a client it was given). */
  close(): Promise<void>;
}

/** The tutor may resume a session this long after starting it (spec §9). */
export const CLASSROOM_SESSION_TTL_MS = 240 * 60 * 1000;

export const SESSION_CODE_PATTERN = /^QUIZ-[A-Z0-9]{6}$/;
const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** 'QUIZ-' + 6 upper-case alphanumerics from a cryptographic source (codes are join secrets). */
export function generateSessionCode(): string {
  let suffix = '';
  for (let i = 0; i < 6; i++) {
    suffix += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  }
  return `QUIZ-${suffix}`;
}

export function isSessionCode(code: string): boolean {
  return SESSION_CODE_PATTERN.test(code);
}

const MAX_ID_LENGTH = 128;

export function assertNewSession(session: NewClassroomSession, ttlMs: number): void {
  if (!isSessionCode(session.code)) {
    throw new RangeError(`Session code must match ${SESSION_CODE_PATTERN.source}`);
  }
  assertId('tutorId', session.tutorId);
  if (!Number.isSafeInteger(ttlMs) || ttlMs < 1) {
    throw new RangeError(`Session ttlMs must be an integer >= 1, got ${ttlMs}`);
  }
}

export function assertId(name: string, value: string): void {
  if (value.length === 0 || value.length > MAX_ID_LENGTH) {
    throw new RangeError(`${name} must be 1..${MAX_ID_LENGTH} characters`);
  }
}

export function assertQuestionNumber(questionNumber: number): void {
  if (!Number.isSafeInteger(questionNumber) || questionNumber < 1) {
    throw new RangeError(`Question number must be an integer >= 1, got ${questionNumber}`);
  }
}

/** Join order, then user id, so every adapter lists participants alike. */
export function byJoinOrder(a: ClassroomParticipant, b: ClassroomParticipant): number {
  return a.joinedAt.localeCompare(b.joinedAt) || a.userId.localeCompare(b.userId);
}
