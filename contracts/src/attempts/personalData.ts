import type { AttemptsEvent } from './events';
import type { PersonalFields } from '../personalFields';

/** A child's answers (and a note or feedback about them) are personal; scores and times are anonymous facts. */
export const ATTEMPTS_PERSONAL_DATA: Readonly<Record<AttemptsEvent['type'], PersonalFields | null>> = {
  AttemptStarted: null,
  AnswersSaved: { subject: 'studentId', fields: ['answers'] },
  AttemptTimeAdjusted: null,
  // when a child paused is exam administration, like a start or a time adjustment
  AttemptPaused: null,
  AttemptResumed: null,
  // what a child did during an exam is data about them
  IntegrityEventRecorded: { subject: 'studentId', fields: ['kind'] },
  AttemptSubmitted: { subject: 'studentId', fields: ['answers'] },
  EssayAnswersMarked: { subject: 'studentId', fields: ['feedback'] },
  AccommodationSet: { subject: 'studentId', fields: ['note'] },
  AttemptAnswersErased: null,
  // which questions a set re-asks is derived from scores, which stay after erasure
  PracticeSetBuilt: null,
};
