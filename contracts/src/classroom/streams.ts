/** Streams of the classroom module. Session codes and ids never hold '.' or '$'. */
export const classroomStreams = {
  /** One student's graded submissions in one live session (a reset by the tutor allows another). */
  attempts: (sessionCode: string, studentId: string) => `classroom-attempts-${sessionCode}-${studentId}`,
  /** One saved quiz template of a tutor. */
  template: (templateId: string) => `classroom-quiz-template-${templateId}`,
  /** The live sessions that held a code (a code is free again once its session expired). */
  session: (sessionCode: string) => `classroom-session-${sessionCode}`,
} as const;
