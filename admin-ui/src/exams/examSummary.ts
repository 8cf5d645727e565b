import { FORM_LIMITS } from './examFormModel';

/** What the exam list shows about exams: previews and the statistics cards. */

export function truncate(text: string, max: number = FORM_LIMITS.previewChars): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}...` : flat;
}

export interface ExamFigures {
  total: number;
  custom: number;
  /** Whole minutes; 0 without exams. */
  averageDuration: number;
  active: number;
}

/** The four statistics cards (spec 002 §2.4). */
export function examFigures(
  exams: readonly { duration: number; isCustom?: boolean | undefined; isActive?: boolean | undefined }[],
): ExamFigures {
  const total = exams.length;
  const minutes = exams.reduce((sum, exam) => sum + (Number.isFinite(exam.duration) ? exam.duration : 0), 0);
  return {
    total,
    custom: exams.filter((exam) => exam.isCustom === true).length,
    averageDuration: total ? Math.round(minutes / total) : 0,
    active: exams.filter((exam) => exam.isActive !== false).length,
  };
}
