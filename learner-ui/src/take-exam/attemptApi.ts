import {
  IntegrityReportResponse,
  PauseAttemptResponse,
  SaveAnswersResponse,
  StartAttemptResponse,
  SubmitAttemptResponse,
  type AccessType,
  type IntegrityKind,
  type PauseState,
  type TakingRules,
} from '@portal/contracts';
import { apiCall, isApiError } from '@portal/ui-shared';
import { examPaper, type ExamPaper } from './examModel';

export interface AttemptContext {
  examId: string;
  assignmentId?: string;
  scheduleId?: string;
  accessType?: AccessType;
}

export interface StartedAttempt {
  /** questions in this student's order (randomised by the server when the schedule says so) */
  exam: ExamPaper;
  attemptId: string;
  /** seconds until the server's deadline */
  timeRemaining: number;
  existingAnswers: Record<string, string>;
  resuming: boolean;
  lastQuestionIndex: number | null;
  /** the newest save sequence number the server holds */
  lastSeq: number;
  rules: TakingRules;
  /** with preventBacktrack: questions before this index are closed */
  furthestQuestionIndex: number;
  pause: PauseState;
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
  const answer = await apiCall(StartAttemptResponse, path(context.examId, 'start'), {
    method: 'POST',
    body: { studentId, ...contextBody(context) },
    signal,
  });
  return {
    exam: examPaper(answer.exam),
    attemptId: answer.attemptId,
    timeRemaining: answer.timeRemaining,
    existingAnswers: answer.existingAnswers,
    resuming: answer.resuming,
    lastQuestionIndex: answer.lastQuestionIndex,
    lastSeq: answer.lastSeq,
    rules: answer.rules,
    furthestQuestionIndex: answer.furthestQuestionIndex,
    pause: answer.pause,
  };
}

export interface SaveRequest {
  attemptId: string;
  answers: Record<string, string>;
  timeRemaining: number;
  lastQuestionIndex: number;
  seq: number;
}

/** Resolves with the server's time remaining (seconds). */
export async function saveAttempt(
  context: AttemptContext,
  studentId: string,
  request: SaveRequest,
): Promise<number> {
  const answer = await apiCall(SaveAnswersResponse, path(context.examId, 'save'), {
    method: 'POST',
    body: { studentId, ...request, ...contextBody(context) },
    timeoutMs: 15_000,
  });
  return answer.timeRemaining;
}

/** 409 'Time is up': the deadline passed; saving again is pointless, the attempt must be submitted. */
export function isTimeUp(error: unknown): boolean {
  return isApiError(error) && error.status === 409;
}

export async function submitAttempt(
  context: AttemptContext,
  request: { answers: Record<string, string>; timeSpent: number; attemptId: string },
): Promise<{ attemptId: string }> {
  const answer = await apiCall(SubmitAttemptResponse, path(context.examId, 'submit'), {
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
  return { attemptId: answer.attemptId };
}

/** POST /pause or /resume: the server moves its deadline and answers the new one. */
export async function setAttemptPaused(
  context: AttemptContext,
  attemptId: string,
  paused: boolean,
): Promise<PauseAttemptResponse> {
  return apiCall(PauseAttemptResponse, path(context.examId, paused ? 'pause' : 'resume'), {
    method: 'POST',
    body: { attemptId, ...contextBody(context) },
    timeoutMs: 15_000,
  });
}

/** POST /integrity (answered 202; ignored while paused); the time of the event is the server's. */
export async function reportIntegrity(
  context: AttemptContext,
  attemptId: string,
  kind: IntegrityKind,
): Promise<IntegrityReportResponse> {
  return apiCall(IntegrityReportResponse, path(context.examId, 'integrity'), {
    method: 'POST',
    body: { attemptId, kind, ...contextBody(context) },
    timeoutMs: 15_000,
  });
}
