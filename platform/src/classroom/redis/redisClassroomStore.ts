import type { Redis } from 'ioredis';
import { assertId, assertNewSession, assertQuestionNumber, byJoinOrder, isSessionCode } from '../port';
import { checked, globEscape, pairsToHash, parseJson, toParticipant } from './redisClassroomReplies';
import { SCRIPTS, type Script } from './redisClassroomScripts';
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

export interface RedisClassroomStoreOptions {
  /** A connected client; the caller owns it (close() leaves it open). */
  readonly client: Redis;
  /** Prepended to every key; one deployment shares one prefix. */
  readonly prefix?: string;
}

export const DEFAULT_CLASSROOM_PREFIX = 'portal:classroom:';

/*
 * Keys (the {code} hash tag keeps one session's keys in one cluster slot):
 *   <prefix>{code}:session      hash: tutorId, title, quiz (JSON), createdAt, status
 *   <prefix>{code}:members      set of joined user ids
 *   <prefix>{code}:p:<userId>   hash: userId, firstName, lastName, joinedAt, connected,
 *                               socketId, result (JSON), submittedAt, a:<n> (answer JSON)
 *   <prefix>active              set of codes not ended; stale ones are dropped by listActive
 * Session keys get the session hash's remaining PTTL when written (Redis's clock, no skew), so
 * they all expire together. One field per answer: an answer is one HSET, never a JSON rewrite.
 */

export function openRedisClassroomStore(options: RedisClassroomStoreOptions): ClassroomStateStore {
  return new RedisClassroomStore(options.client, options.prefix ?? DEFAULT_CLASSROOM_PREFIX);
}

class RedisClassroomStore implements ClassroomStateStore {
  readonly kind = 'redis';
  private closed = false;

  constructor(
    private readonly client: Redis,
    private readonly prefix: string,
  ) {}

  async createSession(session: NewClassroomSession, ttlMs: number): Promise<boolean> {
    this.assertOpen();
    assertNewSession(session, ttlMs);
    const { code, tutorId, title, quiz, createdAt } = session;
    const created = await this.eval(
      SCRIPTS.create,
      [this.sessionKey(code), this.activeKey()],
      [ttlMs, code, tutorId, title, JSON.stringify(quiz), createdAt],
    );
    return created === 1;
  }

  async getSession(code: string): Promise<ClassroomSession | null> {
    this.assertOpen();
    if (!isSessionCode(code)) {
      return null;
    }
    const hash = await this.client.hgetall(this.sessionKey(code));
    if (hash.status === undefined) {
      return null;
    }
    return {
      code,
      tutorId: hash.tutorId ?? '',
      title: hash.title ?? '',
      quiz: parseJson(hash.quiz),
      createdAt: hash.createdAt ?? '',
      status: hash.status as ClassroomStatus,
    };
  }

  async setStatus(code: string, status: ClassroomStatus): Promise<boolean> {
    this.assertOpen();
    if (!isSessionCode(code)) {
      return false;
    }
    return (
      (await this.eval(SCRIPTS.setStatus, [this.sessionKey(code), this.activeKey()], [status, code])) === 1
    );
  }

  async setQuiz(code: string, quiz: ClassroomJson): Promise<boolean> {
    this.assertOpen();
    if (!isSessionCode(code)) {
      return false;
    }
    return (await this.eval(SCRIPTS.setQuiz, [this.sessionKey(code)], [JSON.stringify(quiz)])) === 1;
  }

  async listActive(): Promise<ActiveClassroomSession[]> {
    this.assertOpen();
    const codes = (await this.client.smembers(this.activeKey())).filter(isSessionCode);
    if (codes.length === 0) {
      return [];
    }
    const pipeline = this.client.pipeline();
    for (const code of codes) {
      pipeline.hmget(this.sessionKey(code), 'title', 'status', 'createdAt').scard(this.membersKey(code));
    }
    const replies = checked(await pipeline.exec(), 'listActive');
    const live: (ActiveClassroomSession & { createdAt: string })[] = [];
    const stale: string[] = [];
    codes.forEach((code, i) => {
      const [title, status, createdAt] = replies[2 * i] as (string | null)[];
      if (status === null || status === undefined) {
        stale.push(code); // expired (or deleted by another node mid-way): forget it
      } else if (status !== 'ended') {
        live.push({
          code,
          title: title ?? '',
          participantCount: Number(replies[2 * i + 1]),
          createdAt: createdAt ?? '',
        });
      }
    });
    if (stale.length > 0) {
      await this.client.srem(this.activeKey(), ...stale);
    }
    return live
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.code.localeCompare(b.code))
      .map(({ code, title, participantCount }) => ({ code, title, participantCount }));
  }

  async joinParticipant(
    code: string,
    student: ClassroomStudent,
    socketId: string,
    joinedAt: string,
  ): Promise<ClassroomParticipant | null> {
    this.assertOpen();
    assertId('userId', student.userId);
    assertId('socketId', socketId);
    if (!isSessionCode(code)) {
      return null;
    }
    const { userId, firstName, lastName } = student;
    const reply = await this.eval(
      SCRIPTS.join,
      [this.sessionKey(code), this.membersKey(code), this.participantKey(code, userId)],
      [userId, firstName, lastName, socketId, joinedAt],
    );
    return Array.isArray(reply) ? toParticipant(pairsToHash(reply)) : null;
  }

  async markDisconnected(code: string, userId: string, socketId: string): Promise<boolean> {
    this.assertOpen();
    if (!isSessionCode(code) || socketId === '') {
      return false;
    }
    return (await this.eval(SCRIPTS.disconnect, [this.participantKey(code, userId)], [socketId])) === 1;
  }

  async recordAnswer(
    code: string,
    userId: string,
    questionNumber: number,
    selectedAnswer: string,
    answeredAt: string,
  ): Promise<boolean> {
    this.assertOpen();
    assertQuestionNumber(questionNumber);
    if (!isSessionCode(code)) {
      return false;
    }
    const answer: ClassroomAnswer = { selectedAnswer, answeredAt };
    const reply = await this.eval(
      SCRIPTS.answer,
      [this.participantKey(code, userId)],
      [`a:${questionNumber}`, JSON.stringify(answer)],
    );
    return reply === 1;
  }

  async submit(code: string, userId: string, result: ClassroomJson, submittedAt: string): Promise<boolean> {
    this.assertOpen();
    if (!isSessionCode(code)) {
      return false;
    }
    const reply = await this.eval(
      SCRIPTS.submit,
      [this.participantKey(code, userId)],
      [JSON.stringify(result), submittedAt],
    );
    return reply === 1;
  }

  async resetParticipant(code: string, userId: string): Promise<boolean> {
    this.assertOpen();
    if (!isSessionCode(code)) {
      return false;
    }
    return (await this.eval(SCRIPTS.reset, [this.participantKey(code, userId)], [])) === 1;
  }

  async removeParticipant(code: string, userId: string): Promise<boolean> {
    this.assertOpen();
    if (!isSessionCode(code)) {
      return false;
    }
    const keys = [this.membersKey(code), this.participantKey(code, userId)];
    return (await this.eval(SCRIPTS.remove, keys, [userId])) === 1;
  }

  async sessionsOfParticipant(userId: string): Promise<string[]> {
    this.assertOpen();
    assertId('userId', userId);
    // Participant keys are per session ({code} hash tags), so there is no per-person index: a
    // SCAN (incremental, never blocks the server) finds them. Erasure is rare.
    const pattern = `${globEscape(this.prefix)}{QUIZ-??????}:p:${globEscape(userId)}`;
    const codes = new Set<string>();
    let cursor = '0';
    do {
      const [next, keys] = await this.client.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
      for (const key of keys) {
        const code = key.slice(this.prefix.length + 1, this.prefix.length + 12);
        if (isSessionCode(code) && key === this.participantKey(code, userId)) {
          codes.add(code);
        }
      }
      cursor = next;
    } while (cursor !== '0');
    return [...codes].sort();
  }

  async getParticipant(code: string, userId: string): Promise<ClassroomParticipant | null> {
    this.assertOpen();
    if (!isSessionCode(code)) {
      return null;
    }
    const hash = await this.client.hgetall(this.participantKey(code, userId));
    return hash.userId === undefined ? null : toParticipant(hash);
  }

  async getParticipants(code: string): Promise<ClassroomParticipant[]> {
    this.assertOpen();
    if (!isSessionCode(code)) {
      return [];
    }
    const userIds = await this.client.smembers(this.membersKey(code));
    if (userIds.length === 0) {
      return [];
    }
    const pipeline = this.client.pipeline();
    for (const userId of userIds) {
      pipeline.hgetall(this.participantKey(code, userId));
    }
    return checked(await pipeline.exec(), 'getParticipants')
      .map((hash) => hash as Record<string, string>)
      .filter((hash) => hash.userId !== undefined)
      .map(toParticipant)
      .sort(byJoinOrder);
  }

  async deleteSession(code: string): Promise<void> {
    this.assertOpen();
    if (!isSessionCode(code)) {
      return;
    }
    // A join racing this may leave one participant key behind; it expires with the session TTL.
    const userIds = await this.client.smembers(this.membersKey(code));
    await this.client
      .multi()
      .del(
        this.sessionKey(code),
        this.membersKey(code),
        ...userIds.map((id) => this.participantKey(code, id)),
      )
      .srem(this.activeKey(), code)
      .exec();
  }

  close(): Promise<void> {
    this.closed = true;
    return Promise.resolve();
  }

  private activeKey(): string {
    return `${this.prefix}active`;
  }

  private sessionKey(code: string): string {
    return `${this.prefix}{${code}}:session`;
  }

  private membersKey(code: string): string {
    return `${this.prefix}{${code}}:members`;
  }

  private participantKey(code: string, userId: string): string {
    assertId('userId', userId);
    return `${this.prefix}{${code}}:p:${userId}`;
  }

  private assertOpen(): void {
    if (this.closed) {
      throw new Error('redis classroom store is closed');
    }
  }

  /** EVALSHA first (cached server-side); EVAL once after a restart or SCRIPT FLUSH. */
  private async eval(s: Script, keys: string[], args: (string | number)[]): Promise<unknown> {
    try {
      return await this.client.evalsha(s.sha, keys.length, ...keys, ...args);
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('NOSCRIPT')) {
        return this.client.eval(s.source, keys.length, ...keys, ...args);
      }
      throw error;
    }
  }
}
