import type { AccessType } from './enums';

/**
 * One stream per slot: a student's attempts at one schedule/assignment (or at practising one
 * exam). It decides max attempts and resume; every attempt event carries its attemptId.
 * Accommodations stand on the student's own accommodation stream.
 */
export const attemptsStreams = {
  slot: (studentId: string, accessType: AccessType, sourceId: string) =>
    `exam-attempts-${studentId}-${accessType}-${sourceId}`,
  accommodations: (studentId: string) => `exam-accommodations-${studentId}`,
  erasure: (studentId: string) => `exam-attempts-erasure-${studentId}`,
} as const;
