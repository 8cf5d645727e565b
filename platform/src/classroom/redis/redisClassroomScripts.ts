import { createHash } from 'node:crypto';

/** The store's Lua scripts: each checks state and writes in one step, so checks cannot race between nodes. */

const CREATE = `
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('HSET', KEYS[1], 'tutorId', ARGV[3], 'title', ARGV[4], 'quiz', ARGV[5], 'createdAt', ARGV[6], 'status', 'waiting')
redis.call('PEXPIRE', KEYS[1], ARGV[1])
redis.call('SADD', KEYS[2], ARGV[2])
if redis.call('PTTL', KEYS[2]) < tonumber(ARGV[1]) then redis.call('PEXPIRE', KEYS[2], ARGV[1]) end
return 1
`;
const SET_STATUS = `
local status = redis.call('HGET', KEYS[1], 'status')
if not status or status == 'ended' then return 0 end
redis.call('HSET', KEYS[1], 'status', ARGV[1])
if ARGV[1] == 'ended' then redis.call('SREM', KEYS[2], ARGV[2]) end
return 1
`;
const SET_QUIZ = `
local status = redis.call('HGET', KEYS[1], 'status')
if not status or status == 'ended' then return 0 end
redis.call('HSET', KEYS[1], 'quiz', ARGV[1])
return 1
`;
const JOIN = `
local ttl = redis.call('PTTL', KEYS[1])
if ttl <= 0 or redis.call('HGET', KEYS[1], 'status') == 'ended' then return 0 end
redis.call('HSET', KEYS[3], 'userId', ARGV[1], 'firstName', ARGV[2], 'lastName', ARGV[3], 'connected', '1', 'socketId', ARGV[4])
redis.call('HSETNX', KEYS[3], 'joinedAt', ARGV[5])
redis.call('SADD', KEYS[2], ARGV[1])
redis.call('PEXPIRE', KEYS[2], ttl)
redis.call('PEXPIRE', KEYS[3], ttl)
return redis.call('HGETALL', KEYS[3])
`;
const DISCONNECT = `
if redis.call('HGET', KEYS[1], 'socketId') ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[1], 'connected', '0', 'socketId', '')
return 1
`;
// HSET on a missing key would create it without a TTL: every write checks EXISTS first.
const ANSWER = `
if redis.call('EXISTS', KEYS[1]) == 0 or redis.call('HEXISTS', KEYS[1], 'submittedAt') == 1 then return 0 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
return 1
`;
const SUBMIT = `
if redis.call('EXISTS', KEYS[1]) == 0 or redis.call('HEXISTS', KEYS[1], 'submittedAt') == 1 then return 0 end
redis.call('HSET', KEYS[1], 'result', ARGV[1], 'submittedAt', ARGV[2])
return 1
`;
const RESET = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
for _, field in ipairs(redis.call('HKEYS', KEYS[1])) do
  if string.sub(field, 1, 2) == 'a:' or field == 'result' or field == 'submittedAt' then
    redis.call('HDEL', KEYS[1], field)
  end
end
return 1
`;
// Erasure: the participant's hash and membership go together, whatever the session's status.
const REMOVE = `
local removed = redis.call('DEL', KEYS[2]) + redis.call('SREM', KEYS[1], ARGV[1])
if removed > 0 then return 1 end
return 0
`;

export interface Script {
  readonly source: string;
  readonly sha: string;
}

function script(source: string): Script {
  return { source, sha: createHash('sha1').update(source).digest('hex') };
}

export const SCRIPTS = {
  create: script(CREATE),
  setStatus: script(SET_STATUS),
  setQuiz: script(SET_QUIZ),
  join: script(JOIN),
  disconnect: script(DISCONNECT),
  answer: script(ANSWER),
  submit: script(SUBMIT),
  reset: script(RESET),
  remove: script(REMOVE),
};
