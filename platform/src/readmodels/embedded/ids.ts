import { randomBytes } from 'node:crypto';

// Same shape as a MongoDB ObjectId's hex form (seconds, random, counter), so generated ids
// sort roughly by creation time on both adapters.
const processRandom = randomBytes(5).toString('hex');
let counter = randomBytes(3).readUIntBE(0, 3);

export function newDocumentId(now: number = Date.now()): string {
  counter = (counter + 1) % 0x1000000;
  const seconds = Math.floor(now / 1000)
    .toString(16)
    .padStart(8, '0');
  return `${seconds}${processRandom}${counter.toString(16).padStart(6, '0')}`;
}
