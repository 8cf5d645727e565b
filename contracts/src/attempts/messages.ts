import type { ActionAvailable } from './enums';

/** Result bands by percentage correct (spec 002 §9). */
export function resultBand(
  percentage: number,
): 'Excellent' | 'Very Good' | 'Good' | 'Satisfactory' | 'Needs Improvement' {
  if (percentage >= 90) {
    return 'Excellent';
  }
  if (percentage >= 80) {
    return 'Very Good';
  }
  if (percentage >= 70) {
    return 'Good';
  }
  return percentage >= 60 ? 'Satisfactory' : 'Needs Improvement';
}

export const ATTEMPT_MESSAGES = {
  notFound: 'Exam attempt not found',
  examNotFound: 'Exam not found',
  scheduleNotFound: 'This exam is not assigned to you',
  notStarted: 'This exam has not started yet',
  closed: 'This exam is closed: its time window has ended',
  maxAttempts: 'You have already completed this exam',
  practiceUnavailable: 'This exam is not available for practice',
  noAttemptInProgress: 'No attempt of this exam is in progress',
  alreadySubmitted: 'This exam has already been submitted',
  timeUp: 'Time is up',
  notSubmitted: 'Results are available once the exam has been submitted',
  studentOnly: 'Only students can take exams',
  accommodationSaved: 'Exam time accommodation saved',
  extraMinutes: 'Extra minutes must be a whole number between 0 and 240',
  timeMultiplier: 'Time multiplier must be between 1 and 3',
  makeupAttempts: 'Makeup attempts must be a whole number between 0 and 3',
  studentNotFound: 'Student not found',
  timeAdjusted: 'Your exam time has been adjusted',
  marksSaved: 'Marks saved',
  marksRequired: 'Give marks for at least one essay question',
  marksWhole: 'Marks must be a whole number, 0 or more',
  notEssay: 'Only essay questions can be marked',
  notInAttempt: 'This question is not part of the attempt',
  essayUnanswered: 'An unanswered essay scores 0 and cannot be marked',
  feedbackLength: 'Feedback must be at most 1,000 characters',
  feedbackWithoutMarks: 'Feedback is given with the marks of its question',
  paused: 'Your exam is paused: resume it to carry on',
  pauseNotAllowed: 'Pausing is not allowed in this exam',
  alreadyPaused: 'Your exam is already paused',
  notPaused: 'Your exam is not paused',
  noPauseLeft: 'There is no pause time left for this exam',
  integrityKind:
    'kind must be one of fullscreen_exit, focus_lost, copy_blocked, cut_blocked, paste_blocked, context_menu_blocked',
} as const;

/** "Marks for question 7 must be a whole number between 0 and 5". */
export const essayMarksRangeMessage = (questionNumber: number, maxMarks: number) =>
  `Marks for question ${questionNumber} must be a whole number between 0 and ${maxMarks}`;

/** The labels of spec 002 §4 "Action mapping"; `unknown` is what a client shows for anything else. */
export const ACTION_LABELS: Readonly<
  Record<ActionAvailable | 'unknown', { label: string; enabled: boolean }>
> = {
  start: { label: 'Start Exam', enabled: true },
  start_makeup: { label: 'Makeup Available', enabled: true },
  resume: { label: 'In Progress (resume)', enabled: true },
  view_results: { label: 'Completed (view results)', enabled: true },
  scheduled: { label: 'Upcoming', enabled: false },
  expired: { label: 'Expired', enabled: false },
  unknown: { label: 'Not Available', enabled: false },
};

/** Spec 002 §4: without an action, fall back on the attempt status. */
export function actionLabel(
  action: string | null | undefined,
  attemptStatus?: string | null,
): { label: string; enabled: boolean } {
  if (action && Object.hasOwn(ACTION_LABELS, action)) {
    return ACTION_LABELS[action as ActionAvailable];
  }
  if (!action) {
    if (attemptStatus === 'completed') {
      return { label: 'View Results', enabled: true };
    }
    if (attemptStatus === 'in_progress') {
      return { label: 'Resume Exam', enabled: true };
    }
    return { label: 'Start Exam', enabled: true };
  }
  return ACTION_LABELS.unknown;
}
