import { examsStreams } from '@portal/contracts';
import type { EventStore, ReadModelStore } from '@portal/platform';
import type { Tracked } from '@portal/projections';
import { EXAMS_COLLECTION } from '@portal/projections';
import type { ExamDocument } from './views';

const KEPT = 64;

type Kept = ExamDocument & Partial<Tracked>;

/**
 * An exam's document as a whole class starting at once reads it (issue 18): once per version of
 * the exam, not once per student. A kept copy is handed out while the exam's stream has no event
 * after the revision the copy was projected from (one indexed lookup in the event store); a newer
 * event, or a copy the projection had not caught up with, means the read model is read again.
 * Only the exam's own stream changes its document (exams.projection.ts), so its revision is the
 * version. Copies are frozen: every caller shares them.
 */
export function examsByVersion(deps: { eventStore: EventStore; readModels: ReadModelStore }) {
  const exams = deps.readModels.collection<Kept>(EXAMS_COLLECTION);
  const copies = new Map<string, { exam: Kept; revision: number }>();
  // a class arriving together waits for one read, not one each
  const reading = new Map<string, Promise<Kept | null>>();

  /** The kept copy if the exam has not changed since. */
  const current = async (examId: string): Promise<Kept | null> => {
    const copy = copies.get(examId);
    if (!copy) {
      return null;
    }
    const newer = await deps.eventStore.readStream(examsStreams.exam(examId), {
      fromRevision: copy.revision + 1,
      maxCount: 1,
    });
    return newer.length === 0 ? copy.exam : null;
  };

  const readAndKeep = async (examId: string): Promise<Kept | null> => {
    const exam = await exams.findOne({ _id: examId });
    const revision = exam?._rev?.[examsStreams.exam(examId)];
    copies.delete(examId);
    if (exam && revision !== undefined) {
      copies.set(examId, { exam: deepFreeze(exam), revision });
      if (copies.size > KEPT) {
        copies.delete(copies.keys().next().value!);
      }
    }
    return exam;
  };

  /** The exam as the read model has it now, or null when there is none. */
  return async (examId: string): Promise<ExamDocument | null> => {
    const kept = await current(examId);
    if (kept) {
      return kept;
    }
    let pending = reading.get(examId);
    if (!pending) {
      pending = readAndKeep(examId).finally(() => reading.delete(examId));
      reading.set(examId, pending);
    }
    return pending;
  };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    Object.values(value).forEach(deepFreeze);
  }
  return value;
}
