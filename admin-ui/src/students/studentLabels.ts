import { EXAM_TYPE_LABELS, STUDENT_GRADES, type StudentExamItem } from '@portal/contracts';

/** "Year 4" … "Year 7" for the contract's grades; another stored value is shown readably. */
export function gradeLabel(grade: string | null | undefined): string | null {
  if (!grade) {
    return null;
  }
  const known = STUDENT_GRADES.find((choice) => choice.value === grade);
  if (known) {
    return known.label;
  }
  const year = /^year[-_ ]?(\d+)$/i.exec(grade.trim());
  return year ? `Year ${year[1]}` : grade;
}

export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

/** Two letters for the card's avatar. */
export function initialsOf(person: { firstName: string; lastName: string }): string {
  const letters = `${person.firstName.trim().charAt(0)}${person.lastName.trim().charAt(0)}`;
  return letters.toUpperCase() || '?';
}

/** Spec 001 §2.5: "n of m students" — n matches the search and grade, m is every student one may see. */
export function studentCountText(total: number, overallTotal: number): string {
  return `${total} of ${overallTotal} students`;
}

/** Spec 001 §2.5: the type label of an item in the exam management modal. */
export function examTypeLabel(type: StudentExamItem['type']): 'Assignment' | 'Scheduled' {
  switch (type) {
    case 'assignment':
      return 'Assignment';
    case 'schedule':
      return 'Scheduled';
    default: {
      const unknownType: never = type;
      return unknownType;
    }
  }
}

/** The exam's subject as the learner app names it ("Non-Verbal Reasoning"); null when absent. */
export function subjectLabel(examType: string | null | undefined): string | null {
  if (!examType) {
    return null;
  }
  const known = (EXAM_TYPE_LABELS as Readonly<Record<string, string>>)[examType];
  if (known) {
    return known;
  }
  const words = examType.replace(/_+/g, ' ').trim();
  return words
    ? words.replace(/(^|[\s-])(\p{L})/gu, (_match, gap: string, letter: string) => gap + letter.toUpperCase())
    : null;
}
