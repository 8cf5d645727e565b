import type { Caller } from '../../http/auth';
import { ATTEMPT_MESSAGES, PRACTICE_SET_MESSAGES, practiceSetStreams } from '@portal/contracts';
import type { DomainError } from '@portal/platform';
import { ForbiddenError, NotFoundError, readState } from '@portal/platform';
import type { ApiDeps } from '../../deps';
import type { ExamDocument } from '../../exams/views';
import { practiceOffer } from '../practiceOffer';
import { practiceSetDecider } from './decider';

/** What the start of a practice set's attempt needs: its exam copy and why a new attempt may not begin. */
export interface PracticeSetStart {
  /** the set as an exam, with its answer key (null: no such set of the caller's) */
  exam: ExamDocument | null;
  refusal: DomainError | null;
}

/**
 * A practice set is sat by the student who built it, once (the route allows one attempt). Another
 * student's set is "not found", as another student's attempt is. A new attempt is refused when a
 * paper the set draws on is no longer open to the student for practice (the tutor withdrew it, or
 * it has since been scheduled for them): the rule of a practice start, applied to every paper.
 */
export async function practiceSetStart(
  deps: Pick<ApiDeps, 'eventStore' | 'readModels' | 'now'>,
  caller: Pick<Caller, 'userId' | 'organisationId'>,
  setId: string,
): Promise<PracticeSetStart> {
  const state = await readState(deps.eventStore, practiceSetDecider, practiceSetStreams.set(setId));
  if (
    state.status !== 'built' ||
    state.set.studentId !== caller.userId ||
    state.set.organisationId !== caller.organisationId
  ) {
    return { exam: null, refusal: new NotFoundError(ATTEMPT_MESSAGES.examNotFound) };
  }
  const { set } = state;
  const offer = await practiceOffer(deps, caller, { withQuestions: false });
  const open = new Set(offer.exams.map((exam) => exam._id));
  const closed = set.questions.some((question) => !open.has(question.sourceExamId));
  return {
    exam: { ...set.exam, _id: set.setId, organisationId: set.organisationId },
    refusal: closed ? new ForbiddenError(PRACTICE_SET_MESSAGES.outdated) : null,
  };
}
