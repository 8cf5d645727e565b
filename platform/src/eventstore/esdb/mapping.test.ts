import { Buffer } from 'node:buffer';
import { ANY, NO_STREAM, START, UnavailableError, WrongExpectedVersionError } from '@eventstore/db-client';
import type { RecordedEvent as ClientRecordedEvent } from '@eventstore/db-client';
import { describe, expect, it } from 'vitest';
import { WrongExpectedRevisionError } from '../port';
import {
  fromCurrentRevision,
  isConnectionFailure,
  isSystemEvent,
  redactUrl,
  satisfies,
  toClientExpectedRevision,
  toClientPosition,
  toEventData,
  toPortError,
  toPortPosition,
  toRecordedEvent,
} from './mapping';

const U64_MAX = 2n ** 64n - 1n;

function clientEvent(overrides: Partial<Record<string, unknown>> = {}): ClientRecordedEvent {
  return {
    streamId: 'exam-1',
    id: '4e7a4b46-2d6f-4a43-9a39-5b6a0a6f2b11',
    isJson: true,
    revision: 3n,
    type: 'ExamScheduled',
    created: new Date('2026-11-22T05:00:00.123Z'),
    data: { n: 1 },
    metadata: { correlationId: 'c1' },
    position: { commit: 4_096n, prepare: 4_096n },
    ...overrides,
  };
}

describe('eventstoredb mapping', () => {
  describe('expected revision', () => {
    it('maps no_stream, any and numbers to the client constants and bigints', () => {
      expect(toClientExpectedRevision('no_stream')).toBe(NO_STREAM);
      expect(toClientExpectedRevision('any')).toBe(ANY);
      expect(toClientExpectedRevision(0)).toBe(0n);
      expect(toClientExpectedRevision(41)).toBe(41n);
    });

    it('rejects revisions the port cannot mean', () => {
      expect(() => toClientExpectedRevision(-1)).toThrow(RangeError);
      expect(() => toClientExpectedRevision(1.5)).toThrow(RangeError);
    });

    it('maps the current revision back, no_stream as -1', () => {
      expect(fromCurrentRevision(NO_STREAM)).toBe(-1);
      expect(fromCurrentRevision(0n)).toBe(0);
      expect(fromCurrentRevision(1_199n)).toBe(1_199);
    });

    it('checks an expectation against an actual revision for empty appends', () => {
      expect(satisfies('any', -1)).toBe(true);
      expect(satisfies('any', 4)).toBe(true);
      expect(satisfies('no_stream', -1)).toBe(true);
      expect(satisfies('no_stream', 0)).toBe(false);
      expect(satisfies(1, 1)).toBe(true);
      expect(satisfies(5, 1)).toBe(false);
    });
  });

  describe('positions', () => {
    it('uses the commit position as the port position', () => {
      expect(toPortPosition(4_096n)).toBe(4_096);
      expect(toPortPosition(BigInt(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
    });

    it('treats missing, sentinel and unrepresentable commit positions as no position', () => {
      expect(toPortPosition(undefined)).toBeUndefined();
      expect(toPortPosition(U64_MAX)).toBeUndefined();
      expect(toPortPosition(-1n)).toBeUndefined();
      expect(toPortPosition(0n)).toBeUndefined();
      expect(toPortPosition(BigInt(Number.MAX_SAFE_INTEGER) + 1n)).toBeUndefined();
    });

    it('maps after = 0 to START and any other position to commit = prepare = after', () => {
      expect(toClientPosition(0)).toBe(START);
      expect(toClientPosition(4_096)).toEqual({ commit: 4_096n, prepare: 4_096n });
    });

    it('rejects positions that are not non-negative integers', () => {
      expect(() => toClientPosition(-1)).toThrow(RangeError);
      expect(() => toClientPosition(0.5)).toThrow(RangeError);
      expect(() => toClientPosition(Number.MAX_SAFE_INTEGER + 2)).toThrow(RangeError);
    });
  });

  describe('system events', () => {
    it('recognises $-prefixed event types and stream ids', () => {
      expect(isSystemEvent({ type: '$statsCollected', streamId: '$stats-127.0.0.1:2113' })).toBe(true);
      expect(isSystemEvent({ type: '$>', streamId: '$ce-exam' })).toBe(true);
      expect(isSystemEvent({ type: 'Anything', streamId: '$settings' })).toBe(true);
      expect(isSystemEvent({ type: '$metadata', streamId: 'exam-1' })).toBe(true);
      expect(isSystemEvent({ type: 'ExamScheduled', streamId: 'exam-1' })).toBe(false);
      expect(isSystemEvent({ type: 'Price$', streamId: 'shop-$1' })).toBe(false);
    });
  });

  describe('event data', () => {
    it('keeps a given id and JSON-encodes data and metadata', () => {
      const data = toEventData({
        id: '4e7a4b46-2d6f-4a43-9a39-5b6a0a6f2b11',
        type: 'ExamScheduled',
        data: { text: 'Ünïcødé ✓' },
        metadata: { actor: 'u1' },
      });
      expect(data).toMatchObject({
        id: '4e7a4b46-2d6f-4a43-9a39-5b6a0a6f2b11',
        contentType: 'application/json',
        type: 'ExamScheduled',
        data: { text: 'Ünïcødé ✓' },
        metadata: { actor: 'u1' },
      });
    });

    it('generates distinct ids when none is given and sends no metadata', () => {
      const [a, b] = [toEventData({ type: 'T', data: {} }), toEventData({ type: 'T', data: {} })];
      expect(a.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(a.id).not.toBe(b.id);
      expect(a.metadata).toBeUndefined();
    });
  });

  describe('recorded events', () => {
    it('converts revision, position and created time to the port shape', () => {
      expect(toRecordedEvent(clientEvent())).toEqual({
        id: '4e7a4b46-2d6f-4a43-9a39-5b6a0a6f2b11',
        streamId: 'exam-1',
        revision: 3,
        position: 4_096,
        type: 'ExamScheduled',
        data: { n: 1 },
        metadata: { correlationId: 'c1' },
        recordedAt: '2026-11-22T05:00:00.123Z',
      });
    });

    it('gives {} as metadata when the event has none or it is not a JSON object', () => {
      expect(toRecordedEvent(clientEvent({ metadata: undefined })).metadata).toEqual({});
      expect(toRecordedEvent(clientEvent({ metadata: Buffer.from([1, 2]) })).metadata).toEqual({});
      expect(toRecordedEvent(clientEvent({ metadata: [1, 2] })).metadata).toEqual({});
    });

    it('fails loudly when the server sent no usable position', () => {
      expect(() => toRecordedEvent(clientEvent({ position: undefined }))).toThrow(/^eventstoredb:/);
      expect(() => toRecordedEvent(clientEvent({ position: { commit: U64_MAX, prepare: U64_MAX } }))).toThrow(
        /^eventstoredb:/,
      );
    });
  });

  describe('errors', () => {
    it('turns WrongExpectedVersionError into the port error with the actual revision', () => {
      const conflict = new WrongExpectedVersionError(undefined, {
        streamName: 'exam-1',
        expected: 0n,
        current: 1n,
      });
      const error = toPortError(conflict, 'exam-1', 0);
      expect(error).toBeInstanceOf(WrongExpectedRevisionError);
      expect(error).toMatchObject({ streamId: 'exam-1', expected: 0, actual: 1 });
    });

    it('reports -1 when the stream does not exist', () => {
      const conflict = new WrongExpectedVersionError(undefined, {
        streamName: 'exam-2',
        expected: 3n,
        current: NO_STREAM,
      });
      expect(toPortError(conflict, 'exam-2', 3)).toMatchObject({ expected: 3, actual: -1 });
    });

    it('leaves other errors unchanged', () => {
      const other = new Error('boom');
      expect(toPortError(other, 'exam-1', 'any')).toBe(other);
    });

    it('classifies transport and credential failures', () => {
      expect(isConnectionFailure(new UnavailableError())).toBe(true);
      expect(isConnectionFailure(Object.assign(new Error('unauthenticated'), { code: 16 }))).toBe(true);
      expect(isConnectionFailure(new Error('invalid position'))).toBe(false);
    });

    it('redacts the password of a connection string', () => {
      expect(redactUrl('esdb://admin:changeit@127.0.0.1:2113?tls=false')).toBe(
        'esdb://admin:***@127.0.0.1:2113?tls=false',
      );
      expect(redactUrl('esdb://127.0.0.1:2113?tls=false')).toBe('esdb://127.0.0.1:2113?tls=false');
    });
  });
});
