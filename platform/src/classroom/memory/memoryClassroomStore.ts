import { assertId, assertNewSession, assertQuestionNumber, byJoinOrder, isSessionCode } from '../port';
import type {
  ActiveClassroomSession,
  ClassroomAnswer,
  ClassroomJson,
  ClassroomParticipant,
  ClassroomSession,
  ClassroomStateStore,
  ClassroomStatus,
  ClassroomStudent,
  NewClassroomSession,
} from '../port';

interface Entry {
  session: ClassroomSession;
  readonly expiresAt: number;
  readonly participants: Map<string, Participant>;
}

interface Participant extends ClassroomStudent {
  joinedAt: string;
  connected: boolean;
  socketId: string | null;
  answers: Map<number, ClassroomAnswer>;
  result: ClassroomJson | null;
  submittedAt: string | null;
}

/** One process only: for a single realtime node and for tests. */
export function openMemoryClassroomStore(): ClassroomStateStore {
  return new MemoryClassroomStore();
}

class MemoryClassroomStore implements ClassroomStateStore {
  readonly kind = 'memory';
  private readonly sessions = new Map<string, Entry>();
  private closed = false;

  createSession(session: NewClassroomSession, ttlMs: number): Promise<boolean> {
    return this.run(() => {
      assertNewSession(session, ttlMs);
      this.sweep(); // bounds memory on a node that never lists sessions
      if (this.entry(session.code)) {
        return false;
      }
      // Copied in and out, as Redis would serialise: callers never share the stored objects.
      const stored: ClassroomSession = { ...session, quiz: structuredClone(session.quiz), status: 'waiting' };
      this.sessions.set(session.code, {
        session: stored,
        expiresAt: Date.now() + ttlMs,
        participants: new Map(),
      });
      return true;
    });
  }

  getSession(code: string): Promise<ClassroomSession | null> {
    return this.run(() => {
      const entry = this.entry(code);
      return entry ? { ...entry.session, quiz: structuredClone(entry.session.quiz) } : null;
    });
  }

  setStatus(code: string, status: ClassroomStatus): Promise<boolean> {
    return this.run(() => {
      const entry = this.entry(code);
      if (!entry || entry.session.status === 'ended') {
        return false;
      }
      entry.session = { ...entry.session, status };
      return true;
    });
  }

  setQuiz(code: string, quiz: ClassroomJson): Promise<boolean> {
    return this.run(() => {
      const entry = this.entry(code);
      if (!entry || entry.session.status === 'ended') {
        return false;
      }
      entry.session = { ...entry.session, quiz: structuredClone(quiz) };
      return true;
    });
  }

  listActive(): Promise<ActiveClassroomSession[]> {
    return this.run(() => {
      this.sweep();
      return [...this.sessions.values()]
        .filter((entry) => entry.session.status !== 'ended')
        .sort(
          (a, b) =>
            a.session.createdAt.localeCompare(b.session.createdAt) ||
            a.session.code.localeCompare(b.session.code),
        )
        .map(({ session, participants }) => ({
          code: session.code,
          title: session.title,
          participantCount: participants.size,
        }));
    });
  }

  joinParticipant(
    code: string,
    student: ClassroomStudent,
    socketId: string,
    joinedAt: string,
  ): Promise<ClassroomParticipant | null> {
    return this.run(() => {
      assertId('userId', student.userId);
      assertId('socketId', socketId);
      const entry = this.entry(code);
      if (!entry || entry.session.status === 'ended') {
        return null;
      }
      const { userId, firstName, lastName } = student;
      const existing = entry.participants.get(userId);
      const participant: Participant = existing
        ? Object.assign(existing, { firstName, lastName, connected: true, socketId })
        : {
            userId,
            firstName,
            lastName,
            joinedAt,
            connected: true,
            socketId,
            answers: new Map(),
            result: null,
            submittedAt: null,
          };
      entry.participants.set(userId, participant);
      return snapshot(participant);
    });
  }

  markDisconnected(code: string, userId: string, socketId: string): Promise<boolean> {
    return this.run(() => {
      const participant = this.participant(code, userId);
      if (!participant || participant.socketId !== socketId) {
        return false;
      }
      participant.connected = false;
      participant.socketId = null;
      return true;
    });
  }

  recordAnswer(
    code: string,
    userId: string,
    questionNumber: number,
    selectedAnswer: string,
    answeredAt: string,
  ): Promise<boolean> {
    return this.run(() => {
      assertQuestionNumber(questionNumber);
      const participant = this.participant(code, userId);
      if (!participant || participant.submittedAt !== null) {
        return false;
      }
      participant.answers.set(questionNumber, { selectedAnswer, answeredAt });
      return true;
    });
  }

  submit(code: string, userId: string, result: ClassroomJson, submittedAt: string): Promise<boolean> {
    return this.run(() => {
      const participant = this.participant(code, userId);
      if (!participant || participant.submittedAt !== null) {
        return false;
      }
      participant.result = structuredClone(result);
      participant.submittedAt = submittedAt;
      return true;
    });
  }

  resetParticipant(code: string, userId: string): Promise<boolean> {
    return this.run(() => {
      const participant = this.participant(code, userId);
      if (!participant) {
        return false;
      }
      participant.answers.clear();
      participant.result = null;
      participant.submittedAt = null;
      return true;
    });
  }

  removeParticipant(code: string, userId: string): Promise<boolean> {
    return this.run(() => {
      assertId('userId', userId);
      return this.entry(code)?.participants.delete(userId) ?? false;
    });
  }

  sessionsOfParticipant(userId: string): Promise<string[]> {
    return this.run(() => {
      assertId('userId', userId);
      this.sweep();
      return [...this.sessions.entries()]
        .filter(([, entry]) => entry.participants.has(userId))
        .map(([code]) => code)
        .sort();
    });
  }

  getParticipant(code: string, userId: string): Promise<ClassroomParticipant | null> {
    return this.run(() => {
      const participant = this.participant(code, userId);
      return participant ? snapshot(participant) : null;
    });
  }

  getParticipants(code: string): Promise<ClassroomParticipant[]> {
    return this.run(() => {
      const entry = this.entry(code);
      return entry ? [...entry.participants.values()].map(snapshot).sort(byJoinOrder) : [];
    });
  }

  deleteSession(code: string): Promise<void> {
    return this.run(() => {
      this.sessions.delete(code);
    });
  }

  close(): Promise<void> {
    this.closed = true;
    this.sessions.clear();
    return Promise.resolve();
  }

  /** The live entry, or undefined; an expired one is dropped on sight (no timers to leak). */
  private entry(code: string): Entry | undefined {
    if (!isSessionCode(code)) {
      return undefined;
    }
    const entry = this.sessions.get(code);
    if (entry && entry.expiresAt <= Date.now()) {
      this.sessions.delete(code);
      return undefined;
    }
    return entry;
  }

  private sweep(): void {
    const now = Date.now();
    for (const [code, entry] of this.sessions) {
      if (entry.expiresAt <= now) {
        this.sessions.delete(code);
      }
    }
  }

  private participant(code: string, userId: string): Participant | undefined {
    assertId('userId', userId);
    return this.entry(code)?.participants.get(userId);
  }

  /** Async like the Redis adapter, so argument errors reject rather than throw. */
  private run<T>(operation: () => T): Promise<T> {
    try {
      if (this.closed) {
        throw new Error('memory classroom store is closed');
      }
      return Promise.resolve(operation());
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }
}

function snapshot(participant: Participant): ClassroomParticipant {
  return {
    userId: participant.userId,
    firstName: participant.firstName,
    lastName: participant.lastName,
    joinedAt: participant.joinedAt,
    connected: participant.connected,
    socketId: participant.socketId,
    answers: Object.fromEntries(participant.answers),
    result: structuredClone(participant.result),
    submittedAt: participant.submittedAt,
  };
}
