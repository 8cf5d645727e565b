import type { PracticeExamItem } from '@portal/contracts';

/** "Practised twice · best 80 %". */
export function practiceSummary(exam: Pick<PracticeExamItem, 'attemptsTaken' | 'bestPercentage'>): string {
  if (exam.attemptsTaken === 0) {
    return 'Not practised yet';
  }
  const times =
    exam.attemptsTaken === 1 ? 'once' : exam.attemptsTaken === 2 ? 'twice' : `${exam.attemptsTaken} times`;
  return exam.bestPercentage === null
    ? `Practised ${times}`
    : `Practised ${times} · best ${Math.round(exam.bestPercentage)}%`;
}
