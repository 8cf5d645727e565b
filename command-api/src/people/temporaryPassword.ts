import { randomInt } from 'node:crypto';

/** No 0/o, 1/l/i: a child copies it from a note onto a tablet keyboard. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * A temporary password, random per student from a cryptographic source: three groups of four
 * ("k7mp-x3qt-9hzw", about 59 bits). Shown once to the tutor; never stored in clear.
 */
export function temporaryPassword(): string {
  const groups: string[] = [];
  for (let group = 0; group < 3; group++) {
    let part = '';
    for (let i = 0; i < 4; i++) {
      part += ALPHABET[randomInt(ALPHABET.length)];
    }
    groups.push(part);
  }
  return groups.join('-');
}

/** "STU" + 6 digits from a cryptographic source; uniqueness is the reservation stream's job. */
export function studentNumberCandidate(): string {
  return `STU${String(randomInt(1_000_000)).padStart(6, '0')}`;
}
