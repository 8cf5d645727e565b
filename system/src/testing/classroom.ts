import { io as connect } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents, SessionQuiz } from '@portal/contracts';
import type { Client } from './harness';
import { createStudent, createTutor, studentClient } from './people';

/** Helpers of the live classroom's socket tests: real sockets with the signed-in person's cookie. */

export type ClassroomSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type EventName = keyof ServerToClientEvents;
type PayloadOf<E extends EventName> = Parameters<ServerToClientEvents[E]>[0];

/**
 * A socket that records every event it receives, so a test can wait for "the next one" without
 * racing the server: events that arrived before the wait are found too, each taken once.
 */
export class ClassroomPeer {
  private readonly received: { event: string; payload: unknown; taken: boolean }[] = [];
  private readonly waiters = new Set<() => void>();
  private disconnectReason: string | null = null;

  constructor(readonly socket: ClassroomSocket) {
    socket.onAny((event: string, payload: unknown) => {
      this.received.push({ event, payload, taken: false });
      this.waiters.forEach((wake) => wake());
    });
    socket.on('disconnect', (reason) => {
      this.disconnectReason = reason;
      this.waiters.forEach((wake) => wake());
    });
  }

  /** Resolves with Socket.IO's reason once the socket is disconnected (at once if it already is). */
  disconnected(timeoutMs = 5_000): Promise<string> {
    return new Promise((resolve, reject) => {
      const look = () => {
        if (this.disconnectReason !== null) {
          clearTimeout(timer);
          this.waiters.delete(look);
          resolve(this.disconnectReason);
        }
      };
      const timer = setTimeout(() => {
        this.waiters.delete(look);
        reject(new Error(`still connected after ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiters.add(look);
      look();
    });
  }

  get id(): string {
    return this.socket.id ?? '';
  }

  emit<E extends keyof ClientToServerEvents>(event: E, ...args: Parameters<ClientToServerEvents[E]>): void {
    (this.socket.emit as (event: string, ...args: unknown[]) => void)(event, ...args);
  }

  /** Sends anything at all (invalid payloads). */
  emitRaw(event: string, ...args: unknown[]): void {
    (this.socket.emit as (event: string, ...args: unknown[]) => void)(event, ...args);
  }

  /** The next event of this name (matching `where`) not taken yet, waiting up to `timeoutMs`. */
  next<E extends EventName>(
    event: E,
    where: (payload: PayloadOf<E>) => boolean = () => true,
    timeoutMs = 5_000,
  ): Promise<PayloadOf<E>> {
    return new Promise((resolve, reject) => {
      const look = () => {
        const found = this.received.find(
          (item) => !item.taken && item.event === event && where(item.payload as PayloadOf<E>),
        );
        if (found) {
          found.taken = true;
          clearTimeout(timer);
          this.waiters.delete(look);
          resolve(found.payload as PayloadOf<E>);
        }
      };
      const timer = setTimeout(() => {
        this.waiters.delete(look);
        reject(
          new Error(
            `no ${event} within ${timeoutMs} ms; received: ${this.received.map((item) => item.event).join(', ')}`,
          ),
        );
      }, timeoutMs);
      this.waiters.add(look);
      look();
    });
  }

  /** Every event of this name received so far (taken or not). */
  all<E extends EventName>(event: E): PayloadOf<E>[] {
    return this.received.filter((item) => item.event === event).map((item) => item.payload as PayloadOf<E>);
  }

  /** Everything received, as sent (to prove what never reached this socket). */
  everything(): { event: string; payload: unknown }[] {
    return this.received.map(({ event, payload }) => ({ event, payload }));
  }

  /** Resolves after `ms` with the events of this name that arrived meanwhile (none expected). */
  async quietFor<E extends EventName>(event: E, ms = 300): Promise<PayloadOf<E>[]> {
    const before = this.all(event).length;
    await new Promise((resolve) => setTimeout(resolve, ms));
    return this.all(event).slice(before);
  }

  close(): void {
    this.socket.disconnect();
  }
}

/** Opens a classroom socket with the client's session cookie (no cookie: `client` null). */
export function openPeer(url: string, client: Client | null): Promise<ClassroomPeer> {
  return new Promise((resolve, reject) => {
    const socket: ClassroomSocket = connect(url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      ...(client && { extraHeaders: { cookie: client.sessionCookie } }),
    });
    const peer = new ClassroomPeer(socket);
    socket.once('connect', () => resolve(peer));
    socket.once('connect_error', reject);
  });
}

export interface Person {
  readonly id: string;
  readonly client: Client;
  readonly firstName: string;
  readonly lastName: string;
}

/** Connects and authenticates as the person (their own true claims). */
export async function signedInPeer(
  url: string,
  person: Person,
  role: 'tutor' | 'student',
): Promise<ClassroomPeer> {
  const peer = await openPeer(url, person.client);
  peer.emit('authenticate', {
    token: 'cookie',
    userId: person.id,
    role,
    ...(role === 'student' && { firstName: person.firstName, lastName: person.lastName }),
    testMode: false,
  });
  await peer.next('authenticated');
  return peer;
}

/** A tutor's peer hosting a new session (server-generated code); answers the code. */
export async function hostSession(
  url: string,
  tutor: Person,
  options: { code?: string; title?: string } = {},
): Promise<{ peer: ClassroomPeer; code: string }> {
  const peer = await signedInPeer(url, tutor, 'tutor');
  peer.emit('join_session', {
    sessionId: options.code ?? '',
    userId: tutor.id,
    role: 'tutor',
    ...(options.title !== undefined && { sessionTitle: options.title }),
  });
  const joined = await peer.next('session_joined');
  return { peer, code: joined.sessionId };
}

/** A student's peer in the session; answers the session_joined payload too. */
export async function joinAsStudent(url: string, student: Person, code: string) {
  const peer = await signedInPeer(url, student, 'student');
  peer.emit('join_session', { sessionId: code, userId: student.id, role: 'student' });
  const joined = await peer.next('session_joined');
  return { peer, joined };
}

/** A tutor the admin creates, as a classroom person. */
export async function tutorPerson(url: string, admin: Client): Promise<Person> {
  const created = await createTutor(url, admin);
  return {
    id: created.id,
    client: created.client,
    firstName: created.form.firstName,
    lastName: created.form.lastName,
  };
}

/** A student the tutor creates, signed in with a password of their own; with their parent's e-mail. */
export async function studentPerson(url: string, tutor: Person): Promise<Person & { parentEmail: string }> {
  const student = await createStudent(tutor.client);
  const client = await studentClient(url, student.form.email, student.temporaryPassword);
  return {
    id: student.id,
    client,
    firstName: student.form.firstName,
    lastName: student.form.lastName,
    parentEmail: student.parentEmail,
  };
}

/**
 * A session the tutor hosts with `quiz` broadcast and the students joined (each seen by the
 * tutor first); every peer opened goes into `peers` (the test closes them). Answers the peers and
 * the quiz_data message each student got.
 */
export async function runningQuiz(
  url: string,
  tutor: Person,
  students: readonly Person[],
  peers: ClassroomPeer[],
  quiz: SessionQuiz = TEST_QUIZ,
) {
  const host = await hostSession(url, tutor);
  peers.push(host.peer);
  const joined: ClassroomPeer[] = [];
  for (const student of students) {
    const { peer } = await joinAsStudent(url, student, host.code);
    peers.push(peer);
    joined.push(peer);
    await host.peer.next('student_connected', (payload) => payload.userId === student.id);
  }
  host.peer.emit('broadcast_to_session', { sessionId: host.code, data: { type: 'quiz_data', quiz } });
  const messages = [];
  for (const peer of joined) {
    messages.push(await peer.next('session_message', (message) => message.type === 'quiz_data'));
  }
  return { host, students: joined, messages };
}

/** Four questions whose correct letters are B, C, A, D. */
export const TEST_QUIZ: SessionQuiz = {
  title: 'Fractions warm-up',
  totalQuestions: 4,
  questions: [
    {
      id: 'q-half',
      number: 1,
      text: 'Half of 10?',
      options: { A: '2', B: '5', C: '8', D: '10' },
      correctAnswer: 'B',
      timeLimit: 30,
    },
    {
      id: 'q-quarter',
      number: 2,
      text: 'A quarter of 8?',
      options: { A: '4', B: '6', C: '2', D: '1' },
      correctAnswer: 'C',
      timeLimit: 30,
    },
    {
      id: 'q-third',
      number: 3,
      text: 'A third of 9?',
      options: { A: '3', B: '1', C: '6', D: '9' },
      correctAnswer: 'A',
      timeLimit: 30,
    },
    {
      id: 'q-fifth',
      number: 4,
      text: 'A fifth of 20?',
      options: { A: '5', B: '2', C: '10', D: '4' },
      correctAnswer: 'D',
      timeLimit: 30,
    },
  ],
};

/** Every key anywhere in a JSON value. */
export function keysIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    value.forEach((item) => keysIn(item, found));
  } else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      found.add(key);
      keysIn(inner, found);
    }
  }
  return found;
}
