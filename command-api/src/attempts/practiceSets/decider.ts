import type {
  AnswerRecord,
  BankQuestion,
  CategoryStanding,
  EventOf,
  PickedQuestion,
  PracticeSetKind,
} from '@portal/contracts';
import { PRACTICE_SET_MESSAGES, selectMistakes, selectWeakTopics } from '@portal/contracts';
import type { Decider } from '@portal/platform';
import { ConflictError, exhaustive } from '@portal/platform';
import type { SourceExams } from './setExam';
import { practiceSetExam } from './setExam';

export type PracticeSetBuiltEvent = EventOf<'PracticeSetBuilt'>;
export type BuiltSet = PracticeSetBuiltEvent['data'];

/** One stream per set (`practice-set-<setId>`): built once, then read by its attempt's start. */
export type PracticeSetState = { status: 'none' } | { status: 'built'; set: BuiltSet };

/** What the route gathered from the read models for a build: the bank, the history, the analysis. */
export interface BuildPracticeSet {
  type: 'BuildPracticeSet';
  data: {
    setId: string;
    organisationId: string;
    studentId: string;
    tutorId: string;
    kind: PracticeSetKind;
    size: number;
    /** the questions of the papers the student may practise now (practiceOffer) */
    bank: readonly BankQuestion[];
    history: readonly AnswerRecord[];
    standings: readonly CategoryStanding[];
    exams: SourceExams;
  };
  metadata: { now: Date };
}

/** The selection a kind of set makes (the set's id seeds its order). */
export function pickFor(
  data: BuildPracticeSet['data'],
  now: Date,
): {
  picked: PickedQuestion[];
  targetCategories: string[];
} {
  const common = { bank: data.bank, history: data.history, now, size: data.size, seed: data.setId };
  switch (data.kind) {
    case 'weak-topics': {
      const selection = selectWeakTopics({ ...common, standings: data.standings });
      return { picked: selection.questions, targetCategories: selection.targetCategories };
    }
    case 'mistakes':
      return { picked: selectMistakes(common).questions, targetCategories: [] };
    default:
      return exhaustive(data.kind);
  }
}

/**
 * Rules: a set is built once; with no paper to draw on, or nothing the rules allow (every
 * question recently right; no mistake due), nothing is built (409, with words for a child). The
 * set's exam copy holds the answer key: it stays in the event store and the attempt.
 */
export const practiceSetDecider: Decider<BuildPracticeSet, PracticeSetBuiltEvent, PracticeSetState> = {
  initialState: () => ({ status: 'none' }),
  evolve: (_state, event) => ({ status: 'built', set: event.data }),
  decide: (command, state) => {
    if (state.status === 'built') {
      throw new ConflictError(PRACTICE_SET_MESSAGES.alreadyBuilt);
    }
    const { data } = command;
    const now = command.metadata.now;
    if (data.bank.length === 0) {
      throw new ConflictError(PRACTICE_SET_MESSAGES.noQuestions);
    }
    const { picked, targetCategories } = pickFor(data, now);
    if (picked.length === 0) {
      throw new ConflictError(
        data.kind === 'mistakes' ? PRACTICE_SET_MESSAGES.noMistakes : PRACTICE_SET_MESSAGES.nothingLeft,
      );
    }
    const builtAt = now.toISOString();
    const { exam, questions } = practiceSetExam({
      setId: data.setId,
      kind: data.kind,
      tutorId: data.tutorId,
      picked,
      targetCategories,
      exams: data.exams,
      builtAt,
    });
    return [
      {
        type: 'PracticeSetBuilt',
        data: {
          setId: data.setId,
          organisationId: data.organisationId,
          studentId: data.studentId,
          tutorId: data.tutorId,
          kind: data.kind,
          requestedSize: data.size,
          targetCategories,
          questions,
          exam,
          builtAt,
        },
      },
    ];
  },
};
