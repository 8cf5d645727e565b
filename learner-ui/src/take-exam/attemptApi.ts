import type { AccessType } from '@portal/contracts';
import { apiFetch, isApiError } from '@portal/ui-shared';
import { isRecord, num, strOrNull } from '../exams/examTypes';
import { normaliseAnswers } from './draftStore';
import { parseExamPaper, type ExamPaper } from './examModel';

export interface AttemptContext {
  examId: string;
  assignmentId?: string;
  scheduleId?: string;
  accessType?: AccessType;
}

export interface StartedAttempt {
  exam: ExamPaper;
  attemptId: string;
  timeRemaining: unknown;
  existingAnswers: Record<string, string>;
  resuming: boolean;
  lastQuestionIndex: number | null;
  /** the newest save sequence number the server holds */
  lastSeq: number;
}

function contextBody(context: AttemptContext) {
  return {
    assignmentId: context.assignmentId ?? null,
    scheduleId: context.scheduleId ?? null,
    accessType: context.accessType ?? (context.scheduleId ? 'schedule' : 'assignment'),
  };
}

const path = (examId: string, action: string) => `/exam-attempts/${encodeURIComponent(examId)}/${action}`;

export async function startAttempt(
  context: AttemptContext,
  studentId: string,
  signal?: AbortSignal,
): Promise<StartedAttempt> {
  const answer = await apiFetch<unknown>(path(context.examId, 'start'), {
    method: 'POST',
    body: { studentId, ...contextBody(context) },
    signal,
  });
  const data = isRecord(answer) ? answer : {};
  const exam = parseExamPaper(data.exam, context.examId);
  const attemptId = strOrNull(data.attemptId) ?? (isRecord(data.attempt) ? strOrNull(data.attempt.id) : null);
  if (!exam || !attemptId) {
    throw new Error('Unexpected answer from the start call');
  }
  const last = num(data.lastQuestionIndex, NaN);
  return {
    exam,
    attemptId,
    timeRemaining: data.timeRemaining,
    existingAnswers: normaliseAnswers(data.existingAnswers),
    resuming: data.resuming === true,
    lastQuestionIndex: Number.isFinite(last) ? last : null,
    lastSeq: num(data.lastSeq, 0),
  };
}

export interface SaveRequest {
  attemptId: string;
  answers: Record<string, string>;
  timeRemaining: number;
  lastQuestionIndex: number;
  seq: number;
}

/** Resolves with the server's time remaining (seconds) when it gave one. */
export async function saveAttempt(
  context: AttemptContext,
  studentId: string,
  request: SaveRequest,
): Promise<number | null> {
  const answer = await apiFetch<unknown>(path(context.examId, 'save'), {
    method: 'POST',
    body: { studentId, ...request, ...contextBody(context) },
    timeoutMs: 15_000,
  });
  const remaining = isRecord(answer) ? num(answer.timeRemaining, NaN) : NaN;
  return Number.isFinite(remaining) ? remaining : null;
}

/** 409 'Time is up': the deadline passed; saving again is pointless, the attempt must be submitted. */
export function isTimeUp(error: unknown): boolean {
  return isApiError(error) && error.status === 409;
}

export async function submitAttempt(
  context: AttemptContext,
  request: { answers: Record<string, string>; timeSpent: number; attemptId: string },
): Promise<{ attemptId: string }> {
  const answer = await apiFetch<unknown>(path(context.examId, 'submit'), {
    method: 'POST',
    body: {
      answers: request.answers,
      completedAt: new Date().toISOString(),
      timeSpent: Math.max(0, Math.round(request.timeSpent)),
      attemptId: request.attemptId,
      ...contextBody(context),
    },
    timeoutMs: 30_000,
  });
  const data = isRecord(answer) ? answer : {};
  const attemptId = strOrNull(data.attemptId) ?? (isRecord(data.attempt) ? strOrNull(data.attempt.id) : null);
  return { attemptId: attemptId ?? request.attemptId };
}
