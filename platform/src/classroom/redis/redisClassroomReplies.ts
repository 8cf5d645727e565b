import type { ClassroomAnswer, ClassroomJson, ClassroomParticipant } from '../port';

/** Redis replies and hashes turned into the port's values (pure; no client here). */

export function checked(replies: [Error | null, unknown][] | null, what: string): unknown[] {
  return (replies ?? []).map(([error, value]) => {
    if (error) {
      throw new Error(`redis classroom store: ${what} failed`, { cause: error });
    }
    return value;
  });
}

/** A literal for a SCAN/KEYS pattern: Redis globs treat * ? [ ] and a backslash specially. */
export function globEscape(text: string): string {
  return text.replace(/[*?[\]\\]/g, (char) => `\\${char}`);
}

export function pairsToHash(pairs: unknown[]): Record<string, string> {
  const hash: Record<string, string> = {};
  for (let i = 0; i + 1 < pairs.length; i += 2) {
    hash[String(pairs[i])] = String(pairs[i + 1]);
  }
  return hash;
}

export function parseJson(text: string | undefined): ClassroomJson {
  return text === undefined ? null : (JSON.parse(text) as ClassroomJson);
}

export function toParticipant(hash: Record<string, string>): ClassroomParticipant {
  const answers: Record<number, ClassroomAnswer> = {};
  for (const [field, value] of Object.entries(hash)) {
    if (field.startsWith('a:')) {
      answers[Number(field.slice(2))] = JSON.parse(value) as ClassroomAnswer;
    }
  }
  return {
    userId: hash.userId ?? '',
    firstName: hash.firstName ?? '',
    lastName: hash.lastName ?? '',
    joinedAt: hash.joinedAt ?? '',
    connected: hash.connected === '1',
    socketId: hash.socketId ? hash.socketId : null,
    answers,
    result: parseJson(hash.result),
    submittedAt: hash.submittedAt ?? null,
  };
}
