import { SCHEDULE_LIMITS } from './settings';

/** Spec 002 §5 and §8, word for word, plus the server's own messages where the spec is silent. */
export const SCHEDULE_MESSAGES = {
  required: 'Please fill in exam, title, and select students/groups',
  startRequired: 'Please specify start date and time for scheduled exams',
  endBeforeStart: 'End time must be after start time',
  duration: `Duration must be between ${SCHEDULE_LIMITS.durationMin} and ${SCHEDULE_LIMITS.durationMax} minutes`,
  invalidTime: 'Please enter a valid date and time',
  assignmentType: 'Assignment type must be group or individual',
  oneGroup: 'Please select one group per schedule',
  /** spec 002 §8: the product says "Exam" for a schedule's save */
  created: 'Exam created successfully',
  updated: 'Exam updated successfully',
  cancelled: 'Exam schedule cancelled. Affected students have been notified.',
  defaultCancelReason: 'Cancelled by tutor',
  reasonRequired: 'Students have already started this exam; please give a reason',
  alreadyCancelled: 'This exam schedule has been cancelled and can no longer be changed',
  duplicate: 'This exam is already assigned to the selected student(s)',
  notFound: 'Exam schedule not found',
  examNotFound: 'Exam not found',
  groupNotFound: 'Group not found',
  groupEmpty: 'The selected group has no students',
  studentNotFound: 'Student not found',
  resultsReleased: 'Results released: students can now see the correct answers',
  mockName: 'Please give the mock a name (at most 80 characters)',
  mockTarget: 'The target score must be a whole number between 69 and 141',
  mockNeedsWindow: 'A mock exam needs a start and end time',
  gracePeriod: `Grace period must be a whole number of minutes between ${SCHEDULE_LIMITS.graceMin} and ${SCHEDULE_LIMITS.graceMax}`,
} as const;
