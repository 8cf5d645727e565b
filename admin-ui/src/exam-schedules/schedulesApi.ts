import { HttpError } from 'react-admin';
import {
  CancelScheduleResponse,
  CheckDuplicateResponse,
  DuplicateResponse,
  ExamListResponse,
  GroupListResponse,
  ReleaseResultsResponse,
  ScheduleListResponse,
  ScheduleProgressResponse,
  ScheduleResponse,
  ScheduleResultsResponse,
  type ExamSchedule,
  type ExamSummary,
  type Group,
} from '@portal/contracts';
import { API_URL, CONNECTION_FAILED, apiFetch, signalOf } from '../providers/apiFetch';
import type { ScheduleRequestBody } from './scheduleForm';

/**
 * The schedule calls (spec 002 §7). Every answer is parsed with its contract schema, so a
 * server/console mismatch fails here, loudly, not deep in a card.
 */

export type ScheduleItem = ExamSchedule;
export type ScheduleProgress = Pick<ScheduleProgressResponse, 'statistics' | 'studentProgress'>;
export type StudentProgress = ScheduleProgress['studentProgress'][number];
export type ScheduleResult = ReturnType<typeof ScheduleResultsResponse.parse>['results'][number];

const pathOf = (id: string, tail = '') => `/exam-schedules/${encodeURIComponent(id)}${tail}`;

export async function fetchSchedules(showAll: boolean, signal?: AbortSignal): Promise<ScheduleItem[]> {
  const answer = await apiFetch(`/exam-schedules${showAll ? '?showAll=true' : ''}`, signalOf(signal));
  return ScheduleListResponse.parse(answer).schedules;
}

// ---- the form's choices ------------------------------------------------------------------------

export type ExamChoice = ExamSummary;
export type GroupChoice = Group;

export async function fetchExamChoices(signal?: AbortSignal): Promise<ExamChoice[]> {
  const answer = await apiFetch('/exams?perPage=500&sort=title&order=asc', signalOf(signal));
  return ExamListResponse.parse(answer).exams;
}

export async function fetchGroupChoices(signal?: AbortSignal): Promise<GroupChoice[]> {
  const answer = await apiFetch('/groups?includeStudents=false&perPage=500', signalOf(signal));
  return GroupListResponse.parse(answer).groups;
}

// ---- save and duplicates -----------------------------------------------------------------------

/** What the duplicate-warning dialog shows, from a check before saving or from a 409 of the save. */
export interface DuplicateWarning {
  examTitle: string;
  suggestedTitle: string | null;
  /** existing assignments and schedules of this exam that hold the students */
  existingCount: number;
  /** whose assignments clash, when the check was per student */
  studentNames: string[];
  message: string | null;
}

export class DuplicateScheduleError extends Error {
  constructor(readonly warning: DuplicateWarning) {
    super(warning.message ?? 'Duplicate schedule');
    this.name = 'DuplicateScheduleError';
  }
}

/** A 2xx save answer without the schedule (spec 002 §8: 'unexpected response format'). */
export class UnexpectedAnswerError extends Error {
  constructor() {
    super('unexpected response format');
    this.name = 'UnexpectedAnswerError';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/**
 * POST (new) or PUT (id) /exam-schedules. The shared client keeps only a failure's message, and a
 * 409 with the duplicate flag carries the suggested title too, so this call reads the body itself.
 */
export async function saveSchedule(id: string | null, body: ScheduleRequestBody): Promise<ScheduleItem> {
  const path = id ? pathOf(id) : '/exam-schedules';
  let response: Response;
  try {
    response = await fetch(`${API_URL}${path}`, {
      method: id ? 'PUT' : 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (cause) {
    throw new HttpError(CONNECTION_FAILED, 0, {
      message: CONNECTION_FAILED,
      fieldErrors: [],
      cause: String(cause),
    });
  }
  const text = await response.text();
  let answer: unknown = text;
  try {
    answer = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: the text itself is the message
  }
  if (response.status === 409) {
    const duplicate = DuplicateResponse.safeParse(answer);
    if (duplicate.success) {
      const { examTitle, suggestedTitle, existingAssignments, existingSchedules, message } = duplicate.data;
      throw new DuplicateScheduleError({
        examTitle,
        suggestedTitle,
        existingCount: existingAssignments.length + existingSchedules.length,
        studentNames: [],
        message,
      });
    }
  }
  if (!response.ok) {
    const message =
      (isRecord(answer) ? (textOf(answer.message) ?? textOf(answer.error)) : textOf(answer)) ??
      `Request failed: ${response.status} ${response.statusText}`;
    const fieldErrors = isRecord(answer) && Array.isArray(answer.errors) ? answer.errors : [];
    throw new HttpError(message, response.status, { message, fieldErrors });
  }
  const saved = ScheduleResponse.safeParse(answer);
  if (!saved.success) {
    throw new UnexpectedAnswerError();
  }
  return saved.data.schedule;
}

/**
 * Before an individual assignment each selected student is checked (spec 002 §4). Answers the
 * warning to show, or null when none of them already has this exam.
 */
export async function checkDuplicates(
  examId: string,
  students: readonly { id: string; name: string }[],
): Promise<DuplicateWarning | null> {
  const checks = await Promise.all(
    students.map(async (student) => {
      const answer = await apiFetch('/tutor-exam-assignments/check-duplicate', {
        method: 'POST',
        json: { examId, studentId: student.id },
      });
      return { student, check: CheckDuplicateResponse.parse(answer) };
    }),
  );
  const clashes = checks.filter((entry) => entry.check.hasDuplicates);
  const first = clashes[0]?.check;
  if (!first) {
    return null;
  }
  // the same schedule may hold several of the students: count each existing entry once
  const existing = new Set(
    clashes.flatMap(({ check }) =>
      [...check.existingAssignments, ...check.existingSchedules].map((entry) => entry.id),
    ),
  );
  return {
    examTitle: first.examTitle,
    suggestedTitle: first.suggestions[0] ?? null,
    existingCount: existing.size,
    studentNames: clashes.map((entry) => entry.student.name),
    message: null,
  };
}

// ---- progress, results, cancel -----------------------------------------------------------------

export async function fetchProgress(id: string, signal?: AbortSignal): Promise<ScheduleProgress> {
  const answer = await apiFetch(pathOf(id, '/progress'), signalOf(signal));
  const { statistics, studentProgress } = ScheduleProgressResponse.parse(answer);
  return { statistics, studentProgress };
}

export async function fetchResults(id: string, signal?: AbortSignal): Promise<ScheduleResult[]> {
  const answer = await apiFetch(pathOf(id, '/results'), signalOf(signal));
  return ScheduleResultsResponse.parse(answer).results;
}

/** POST /exam-schedules/{id}/release-results (issue 16); answers when and by whom (idempotent). */
export async function releaseResults(id: string): Promise<ReleaseResultsResponse> {
  const answer = await apiFetch(pathOf(id, '/release-results'), { method: 'POST' });
  return ReleaseResultsResponse.parse(answer);
}

/** POST /exam-schedules/{id}/cancel; answers how many students were notified. */
export async function cancelSchedule(id: string, reason: string): Promise<number> {
  const answer = await apiFetch(pathOf(id, '/cancel'), { method: 'POST', json: { reason } });
  return CancelScheduleResponse.parse(answer).notifiedCount;
}
