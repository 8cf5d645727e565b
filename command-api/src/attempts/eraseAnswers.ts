import type { EventOf } from '@portal/contracts';
import { attemptsStreams } from '@portal/contracts';
import type { Decider } from '@portal/platform';
import type { ApiDeps } from '../deps';
import { ATTEMPTS_COLLECTION } from '@portal/projections';
import { handleSettled } from '../http/settle';

type Erased = EventOf<'AttemptAnswersErased'>;
type EraseAnswers = {
  type: 'EraseAttemptAnswers';
  data: { studentId: string; organisationId: string; attemptIds: string[] };
  metadata: { now: Date };
};

/** Names the attempts whose answers the read models must forget; nothing to name, nothing to say. */
export const eraseAnswersDecider: Decider<EraseAnswers, Erased, null> = {
  initialState: () => null,
  evolve: (state) => state,
  decide: (command) =>
    command.data.attemptIds.length === 0
      ? []
      : [
          {
            type: 'AttemptAnswersErased',
            data: { ...command.data, erasedAt: command.metadata.now.toISOString() },
          },
        ],
};

/**
 * Part of an erasure (DESIGN.md §4): the log's answers are ciphertext under the destroyed key,
 * the `attempts` read model held them decrypted; one event clears them there, scores stay.
 */
export async function eraseAttemptAnswers(
  deps: Pick<ApiDeps, 'readModels' | 'handle' | 'awaitProjections' | 'now'>,
  student: { userId: string; organisationId: string },
): Promise<void> {
  const attempts = await deps.readModels
    .collection(ATTEMPTS_COLLECTION)
    .find({ studentId: student.userId })
    .toArray();
  await handleSettled(
    deps,
    eraseAnswersDecider,
    attemptsStreams.erasure(student.userId),
    {
      type: 'EraseAttemptAnswers',
      data: {
        studentId: student.userId,
        organisationId: student.organisationId,
        attemptIds: attempts.map((attempt) => attempt._id),
      },
      metadata: { now: deps.now() },
    },
    { organisationId: student.organisationId },
  );
}
