import type { Difficulty, ExamGrade, QuestionType } from '@portal/contracts';

/** How the exam's enums read on screen (the exam types' names: `EXAM_TYPE_LABELS` of @portal/contracts). */
export const DIFFICULTY_LABELS: Record<Difficulty, string> = {
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
};

export const GRADE_LABELS: Record<ExamGrade, string> = {
  'year-4': 'Year 4',
  'year-5': 'Year 5',
  'year-6': 'Year 6',
  'year-7': 'Year 7',
  mixed: 'Mixed years',
};

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  'multiple-choice': 'Multiple choice',
  'true-false': 'True / False',
  'short-answer': 'Short answer',
  essay: 'Essay',
  'fill-in-blank': 'Fill in the blank',
};

/** Chip colours by difficulty: calm, neutral, warm. */
export const DIFFICULTY_COLORS: Record<Difficulty, 'success' | 'info' | 'warning'> = {
  easy: 'success',
  medium: 'info',
  hard: 'warning',
};

export function pluralise(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** "45 min", "1 h 30 min". */
export function minutesLabel(minutes: number): string {
  if (minutes < 60) {
    return `${minutes} min`;
  }
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}
