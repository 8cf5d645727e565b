/** Spec 001 §8 "Students", word for word. */
export const STUDENT_MESSAGES = {
  accessDenied: 'Access denied - insufficient permissions. You need tutor or admin role to view students.',
  authenticationRequired: 'Authentication required. Please log in again.',
  network: 'Network connection issue. Please check your internet connection and try again.',
  fetchFailed: 'Failed to fetch students',
  fetchExamsFailed: 'Error fetching student exams',
  clearExamsFailed: 'Error clearing exams',
  createFailed: 'Failed to create student',
  updateFailed: 'Failed to update student',
  updated: 'Student updated successfully!',
  emailReadOnly: 'Email cannot be changed',
} as const;

/** "Successfully cleared N exam(s) for First Last" (spec 001 §8). */
export function examsClearedMessage(deletedCount: number, studentName: string): string {
  return `Successfully cleared ${deletedCount} exam(s) for ${studentName}`;
}

/** "<prefix>: <the server's message>", or the prefix alone when there is no message. */
export function withReason(prefix: string, error: unknown): string {
  const reason = error instanceof Error ? error.message.trim() : '';
  return reason ? `${prefix}: ${reason}` : prefix;
}

/** What the student list says when it cannot load, chosen by the HTTP status (spec 001 §8). */
export function studentsLoadErrorMessage(status: number | undefined, error: unknown): string {
  if (status === 403) {
    return STUDENT_MESSAGES.accessDenied;
  }
  if (status === 401) {
    return STUDENT_MESSAGES.authenticationRequired;
  }
  if (status === 0) {
    return STUDENT_MESSAGES.network;
  }
  return withReason(STUDENT_MESSAGES.fetchFailed, error);
}
