import type { Student } from '@portal/contracts';

/**
 * The student picker's rules (issue 16 item 9), pure: the console never loads every student to
 * choose one; it asks the server (GET /students?q=) a page at a time as the tutor types.
 */

/** How many matches one search shows; more are found by typing more of the name. */
export const SEARCH_PAGE_SIZE = 20;

/** Typing pauses this long before the server is asked, so each keystroke is not a request. */
export const SEARCH_DEBOUNCE_MS = 300;

/** A chosen student as the picker shows them (a chip or the field's text). */
export interface PickedStudent {
  id: string;
  name: string;
  /** the student number and e-mail, when known (a search result); an edited schedule has only the name */
  detail: string | null;
}

export function pickedOf(
  student: Pick<Student, 'id' | 'firstName' | 'lastName' | 'studentId' | 'email'>,
): PickedStudent {
  return {
    id: student.id,
    name: `${student.firstName} ${student.lastName}`.trim(),
    detail: [student.studentId, student.email].filter(Boolean).join(' · ') || null,
  };
}

/** The search as the server reads it: trimmed, at most 200 characters (ListQuery's `q`). */
export function searchTerm(typed: string): string {
  return typed.trim().slice(0, 200);
}

/** GET /students for one search page, sorted by surname. */
export function studentSearchPath(typed: string, page = 1, perPage = SEARCH_PAGE_SIZE): string {
  const query = new URLSearchParams({
    page: String(page),
    perPage: String(perPage),
    sort: 'lastName',
    order: 'asc',
  });
  const q = searchTerm(typed);
  if (q) {
    query.set('q', q);
  }
  return `/students?${query.toString()}`;
}

/**
 * The options under the field: the page found, without those already chosen (a multiple picker
 * shows them as chips), in the server's order.
 */
export function optionsOf(
  found: readonly PickedStudent[],
  chosen: readonly PickedStudent[],
): PickedStudent[] {
  const taken = new Set(chosen.map((student) => student.id));
  return found.filter((student) => !taken.has(student.id));
}

/**
 * What the field says under itself about the search: how many match and, when more match than
 * are shown, that typing more finds the others. Null when there is nothing to add.
 */
export function searchNote(input: { typed: string; shown: number; total: number }): string | null {
  const { shown, total } = input;
  const searching = searchTerm(input.typed) !== '';
  if (total > shown) {
    return searching
      ? `Showing ${shown} of ${total} matches: type more of the name to narrow them`
      : `Showing ${shown} of ${total} students: type a name, e-mail or student number to find others`;
  }
  return null;
}

/** The line in an empty list: no match for what was typed, or no students at all. */
export function emptyText(typed: string): string {
  return searchTerm(typed) ? 'No students match' : 'No students yet';
}

/** Chosen students after a change: each once, in the order chosen. */
export function uniqueStudents(students: readonly PickedStudent[]): PickedStudent[] {
  const seen = new Set<string>();
  return students.filter((student) => (seen.has(student.id) ? false : (seen.add(student.id), true)));
}
