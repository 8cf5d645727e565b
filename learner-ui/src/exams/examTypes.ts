import type { AccessType } from '@portal/contracts';

/**
 * The shapes the student's exam screens read from the API (spec 002 §3). Parsed leniently: a
 * missing optional field never breaks a child's list.
 */

export interface AvailableExam {
  /** the card's key (the server uses the schedule's id) */
  id: string;
  examId: string;
  title: string;
  displayTitle: string;
  description: string;
  difficulty: string;
  duration: number;
  totalMarks: number | null;
  examType: string;
  dueDate: string | null;
  assignedAt: string | null;
  createdAt: string | null;
  attemptStatus: string;
  timeStatus: string | null;
  actionAvailable: string | null;
  uiState: { buttonText: string | null; showTimeInfo: boolean; timeText: string | null } | null;
  accessType: AccessType;
  assignmentId: string | null;
  scheduleId: string | null;
  attemptId: string | null;
  scheduledBy: string | null;
  startTime: string | null;
  endTime: string | null;
  instructions: string;
  scheduleTitle: string | null;
}

export type Json = Record<string, unknown>;

export function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function str(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback;
}

export function strOrNull(value: unknown): string | null {
  const text = str(value).trim();
  return text ? text : null;
}

export function num(value: unknown, fallback = 0): number {
  const parsed = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(parsed) ? parsed : fallback;
}

export function numOrNull(value: unknown): number | null {
  const parsed = num(value, NaN);
  return Number.isFinite(parsed) ? parsed : null;
}

function nameOf(value: unknown): string | null {
  if (!isRecord(value)) {
    return strOrNull(value);
  }
  const full = [str(value.firstName), str(value.lastName)].filter(Boolean).join(' ');
  return strOrNull(value.name) ?? strOrNull(full);
}

/** One item of GET /exam-attempts/available, or null when it has no id. */
export function parseAvailableExam(raw: unknown): AvailableExam | null {
  if (!isRecord(raw)) {
    return null;
  }
  const id = strOrNull(raw.id) ?? strOrNull(raw.examId);
  const examId = strOrNull(raw.examId) ?? id;
  if (!id || !examId) {
    return null;
  }
  const title = str(raw.title, 'Untitled exam');
  const ui = isRecord(raw.uiState) ? raw.uiState : null;
  const accessType: AccessType =
    raw.accessType === 'assignment' || raw.accessType === 'practice' ? raw.accessType : 'schedule';
  return {
    id,
    examId,
    title,
    displayTitle: str(raw.displayTitle) || title,
    description: str(raw.description),
    difficulty: str(raw.difficulty),
    duration: num(raw.duration, 0),
    totalMarks: numOrNull(raw.totalMarks),
    examType: str(raw.examType),
    dueDate: strOrNull(raw.dueDate),
    assignedAt: strOrNull(raw.assignedAt),
    createdAt: strOrNull(raw.createdAt),
    attemptStatus: str(raw.attemptStatus, 'available'),
    timeStatus: strOrNull(raw.timeStatus),
    actionAvailable: strOrNull(raw.actionAvailable),
    uiState: ui
      ? {
          buttonText: strOrNull(ui.buttonText),
          showTimeInfo: ui.showTimeInfo === true,
          timeText: strOrNull(ui.timeText),
        }
      : null,
    accessType,
    assignmentId: strOrNull(raw.assignmentId),
    scheduleId: strOrNull(raw.scheduleId),
    attemptId: strOrNull(raw.attemptId),
    scheduledBy: nameOf(raw.scheduledBy) ?? nameOf(raw.assignedBy),
    startTime: strOrNull(raw.startTime),
    endTime: strOrNull(raw.endTime),
    instructions: str(raw.instructions),
    scheduleTitle: strOrNull(raw.scheduleTitle),
  };
}
