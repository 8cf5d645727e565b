import { ATTEMPT_MESSAGES, backtrackFilter } from '@portal/contracts';
import { ConflictError, NotFoundError, ValidationError } from '@portal/platform';
import type { SlotDecision } from './slotTypes';
import { atDeadline, isPast, notRunning, submission } from './submission';

/**
 * A save of the running attempt's answers, ordered by the client's seq; at or after the deadline
 * it ends the attempt with the answers saved so far.
 */
export const decideSave: SlotDecision<'SaveAnswers'> = (data, state, now) => {
  const at = now.toISOString();
  const { running } = state;
  const { attemptId, seq, answers, lastQuestionIndex } = data;
  if (!running || (attemptId !== null && attemptId !== running.started.attemptId)) {
    return notRunning(state, attemptId);
  }
  if (isPast(running.deadline, now)) {
    return [atDeadline(running)];
  }
  if (running.pause.pausedAt !== null) {
    throw new ConflictError(ATTEMPT_MESSAGES.paused);
  }
  if (seq !== null && seq <= running.lastSeq) {
    return [];
  }
  const known = new Set(running.started.exam.questions.map((question) => question.id));
  const unknown = Object.keys(answers).filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw new ValidationError('Answers name questions that are not in this exam', [
      { field: 'answers', message: 'Unknown question id' },
    ]);
  }
  // prevent backtrack: answers to questions before the furthest reached do not count
  const kept = backtrackFilter({
    preventBacktrack: running.rules.preventBacktrack,
    order: running.questionOrder,
    furthestQuestionIndex: running.furthestQuestionIndex,
    answers,
    lastQuestionIndex,
  });
  return [
    {
      type: 'AnswersSaved',
      data: {
        attemptId: running.started.attemptId,
        organisationId: running.started.organisationId,
        studentId: running.started.studentId,
        seq: seq ?? running.lastSeq + 1,
        answers: kept.answers,
        lastQuestionIndex,
        savedAt: at,
      },
    },
  ];
};

/** A submit by the student (or the deadline sweeper); one of an attempt already submitted changes nothing. */
export const decideSubmit: SlotDecision<'SubmitAttempt'> = (data, state, now) => {
  const at = now.toISOString();
  const { running } = state;
  const { attemptId, answers, by } = data;
  if (!running || (attemptId !== null && attemptId !== running.started.attemptId)) {
    const done = attemptId
      ? state.submitted.some((attempt) => attempt.attemptId === attemptId)
      : state.submitted.length > 0;
    if (done || by === 'deadline') {
      return [];
    }
    throw new NotFoundError(ATTEMPT_MESSAGES.noAttemptInProgress);
  }
  if (isPast(running.deadline, now)) {
    return [atDeadline(running)];
  }
  if (by === 'deadline') {
    return []; // the deadline moved since the sweeper looked
  }
  const known = new Set(running.started.exam.questions.map((question) => question.id));
  const { answers: given } = backtrackFilter({
    preventBacktrack: running.rules.preventBacktrack,
    order: running.questionOrder,
    furthestQuestionIndex: running.furthestQuestionIndex,
    answers: Object.fromEntries(Object.entries(answers ?? {}).filter(([id]) => known.has(id))),
    lastQuestionIndex: null,
  });
  return [
    {
      type: 'AttemptSubmitted',
      data: submission(running, { ...running.answers, ...given }, 'student', at),
    },
  ];
};
