import type { Tutor } from '@portal/contracts';

export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

/** Two letters for the card's avatar. */
export function initialsOf(person: { firstName: string; lastName: string }): string {
  const letters = `${person.firstName.trim().charAt(0)}${person.lastName.trim().charAt(0)}`;
  return letters.toUpperCase() || '?';
}

/** Spec 001 §4: Verified or Pending, Active or Inactive. */
export function verificationLabel(tutor: Pick<Tutor, 'isVerified'>): 'Verified' | 'Pending' {
  return tutor.isVerified ? 'Verified' : 'Pending';
}

export function activityLabel(tutor: Pick<Tutor, 'isActive'>): 'Active' | 'Inactive' {
  return tutor.isActive ? 'Active' : 'Inactive';
}

/** "0 years", "1 year", "12 years". */
export function experienceText(years: number): string {
  return years === 1 ? '1 year' : `${years} years`;
}

/** "No students", "1 student", "14 students". */
export function studentCountText(count: number): string {
  if (count === 0) {
    return 'No students';
  }
  return count === 1 ? '1 student' : `${count} students`;
}
