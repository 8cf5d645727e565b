import {
  MARKED_FIGURE_KEYS,
  nextFurthest,
  pickAttemptFigures,
  questionOrderOfStart,
  rulesOfStart,
} from '@portal/contracts';
import type { RunningAttempt, SlotEvent, SlotState, Started } from './slotTypes';
import { evolveTaking } from './taking';
import { exhaustive } from '@portal/platform';

export const initialSlotState = (): SlotState => ({ attempts: [], running: null, submitted: [] });

/** The running attempt as its start leaves it. */
function runningFrom(started: Started): RunningAttempt {
  return {
    started,
    deadline: started.deadline,
    answers: {},
    lastSeq: 0,
    lastQuestionIndex: 0,
    rules: rulesOfStart(started),
    questionOrder: questionOrderOfStart(started),
    furthestQuestionIndex: 0,
    accommodation: { extraMinutes: started.extraMinutes, timeMultiplier: started.timeMultiplier },
    pause: { pausedAt: null, usedSeconds: 0, allowanceSeconds: 0, resumeFrom: null },
    integrityCount: 0,
  };
}

/** The slot after one of its events. */
export function evolveSlot(state: SlotState, event: SlotEvent): SlotState {
  switch (event.type) {
    case 'AttemptStarted':
      return {
        ...state,
        attempts: [
          ...state.attempts,
          {
            attemptId: event.data.attemptId,
            attemptNumber: event.data.attemptNumber,
            status: 'in_progress',
          },
        ],
        running: runningFrom(event.data),
      };
    case 'AnswersSaved': {
      const { running } = state;
      if (!running || running.started.attemptId !== event.data.attemptId) {
        return state;
      }
      return {
        ...state,
        running: {
          ...running,
          // null once the student's key is erased: nothing to restore
          answers: { ...running.answers, ...(event.data.answers ?? {}) },
          lastSeq: Math.max(running.lastSeq, event.data.seq),
          lastQuestionIndex: event.data.lastQuestionIndex ?? running.lastQuestionIndex,
          furthestQuestionIndex: nextFurthest(
            running.questionOrder,
            running.furthestQuestionIndex,
            event.data.lastQuestionIndex,
          ),
        },
      };
    }
    case 'AttemptTimeAdjusted':
    case 'AttemptPaused':
    case 'AttemptResumed':
    case 'IntegrityEventRecorded': {
      const { running } = state;
      if (!running || running.started.attemptId !== event.data.attemptId) {
        return state;
      }
      return { ...state, running: evolveTaking(running, event) };
    }
    case 'AttemptSubmitted':
      return {
        attempts: state.attempts.map((attempt) =>
          attempt.attemptId === event.data.attemptId ? { ...attempt, status: 'completed' } : attempt,
        ),
        running: state.running?.started.attemptId === event.data.attemptId ? null : state.running,
        submitted: [...state.submitted, event.data],
      };
    case 'EssayAnswersMarked': {
      const { data } = event;
      return {
        ...state,
        submitted: state.submitted.map((attempt) =>
          attempt.attemptId === data.attemptId
            ? {
                ...attempt,
                ...pickAttemptFigures(data, MARKED_FIGURE_KEYS),
                questionResults: data.questionResults,
              }
            : attempt,
        ),
      };
    }
    default:
      return exhaustive(event);
  }
}
