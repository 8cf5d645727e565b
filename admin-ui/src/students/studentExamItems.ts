import type { StudentExamItem } from '@portal/contracts';
import type { StudentExams } from './studentsApi';

/** Assignments and schedules as one list, newest first (ties keep assignments before schedules). */
export function examItemsInOrder(exams: StudentExams): StudentExamItem[] {
  return [...exams.assignments, ...exams.schedules]
    .map((item, index) => ({ item, index, at: Date.parse(item.createdAt) }))
    .sort((a, b) => (Number.isNaN(b.at) ? 0 : b.at) - (Number.isNaN(a.at) ? 0 : a.at) || a.index - b.index)
    .map(({ item }) => item);
}

/** "2 assignments · 1 scheduled exam" above the list. */
export function examSummary(exams: StudentExams): string {
  const assignments = exams.assignments.length;
  const schedules = exams.schedules.length;
  return `${assignments} ${assignments === 1 ? 'assignment' : 'assignments'} · ${schedules} scheduled ${
    schedules === 1 ? 'exam' : 'exams'
  }`;
}
