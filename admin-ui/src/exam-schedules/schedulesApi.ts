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
import { AnswerNotUnderstoodError, apiCall, signalOf } from '../providers/apiFetch';
import { refusalOf } from '../providers/refusalOf';
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
  const path = `/exam-schedules${showAll ? '?showAll=true' : ''}`;
  return (await apiCall(ScheduleListResponse, path, signalOf(signal))).schedules;
}

// ---- the form's choices ------------------------------------------------------------------------

export type ExamChoice = ExamSummary;
export type GroupChoice = Group;

export async function fetchExamChoices(signal?: AbortSignal): Promise<ExamChoice[]> {
  const path = '/exams?perPage=500&sort=title&order=asc';
  return (await apiCall(ExamListResponse, path, signalOf(signal))).exams;
}

export async function fetchGroupChoices(signal?: AbortSignal): Promise<GroupChoice[]> {
  const path = '/groups?includeStudents=false&perPage=500';
  return (await apiCall(GroupListResponse, path, signalOf(signal))).groups;
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

/** POST (new) or PUT (id) /exam-schedules. A 409 with the duplicate flag carries the suggested title too. */
export async function saveSchedule(id: string | null, body: ScheduleRequestBody): Promise<ScheduleItem> {
  const path = id ? pathOf(id) : '/exam-schedules';
  try {
    return (await apiCall(ScheduleResponse, path, { method: id ? 'PUT' : 'POST', body })).schedule;
  } catch (error) {
    const duplicate = refusalOf(error, 409, DuplicateResponse);
    if (duplicate) {
      const { examTitle, suggestedTitle, existingAssignments, existingSchedules, message } = duplicate;
      throw new DuplicateScheduleError({
        examTitle,
        suggestedTitle,
        existingCount: existingAssignments.length + existingSchedules.length,
        studentNames: [],
        message,
      });
    }
    throw error instanceof AnswerNotUnderstoodError ? new UnexpectedAnswerError() : error;
  }
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
      const check = await apiCall(CheckDuplicateResponse, '/tutor-exam-assignments/check-duplicate', {
        method: 'POST',
        body: { examId, studentId: student.id },
      });
      return { student, check };
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
  const answer = await apiCall(ScheduleProgressResponse, pathOf(id, '/progress'), signalOf(signal));
  const { statistics, studentProgress } = answer;
  return { statistics, studentProgress };
}

export async function fetchResults(id: string, signal?: AbortSignal): Promise<ScheduleResult[]> {
  return (await apiCall(ScheduleResultsResponse, pathOf(id, '/results'), signalOf(signal))).results;
}

/** POST /exam-schedules/{id}/release-results (issue 16); answers when and by whom (idempotent). */
export async function releaseResults(id: string): Promise<ReleaseResultsResponse> {
  return apiCall(ReleaseResultsResponse, pathOf(id, '/release-results'), { method: 'POST' });
}

/** POST /exam-schedules/{id}/cancel; answers how many students were notified. */
export async function cancelSchedule(id: string, reason: string): Promise<number> {
  const body = { reason };
  return (await apiCall(CancelScheduleResponse, pathOf(id, '/cancel'), { method: 'POST', body }))
    .notifiedCount;
}
