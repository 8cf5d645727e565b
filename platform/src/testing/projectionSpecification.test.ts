import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../eventstore/port';
import type { Document } from '../readmodels/port';
import { ProjectionSpecification, eventRecorder, projectDocuments } from './projectionSpecification';

// A tiny read model: one counter document per counter id, deleted when the counter closes.
type CounterDocument = Document & { total: number };
type CounterEvent = RecordedEvent<
  'CounterOpened' | 'CounterIncremented' | 'CounterClosed',
  { id: string; by?: number }
>;

const counters = {
  handles: ['CounterOpened', 'CounterIncremented', 'CounterClosed'],
  documentIds: (event: CounterEvent) => [event.data.id],
  evolve: (document: CounterDocument | null, event: CounterEvent, id: string): CounterDocument | null => {
    switch (event.type) {
      case 'CounterOpened':
        return { _id: id, total: 0 };
      case 'CounterIncremented':
        return document && { ...document, total: document.total + (event.data.by ?? 0) };
      case 'CounterClosed':
        return null;
    }
  },
};

const record = eventRecorder('counter-c1');
const opened = record<CounterEvent>('CounterOpened', { id: 'c1' });
const incremented = record<CounterEvent>('CounterIncremented', { id: 'c1', by: 2 });
const closed = record<CounterEvent>('CounterClosed', { id: 'c1' });
const given = ProjectionSpecification.for(counters);

describe('ProjectionSpecification', () => {
  it('given events, when an event, then the document evolved from all of them', () => {
    given([opened]).when(incremented).thenDocument('c1', { total: 2 });
    given()
      .when([opened, incremented])
      .thenDocuments({ c1: { total: 2 } });
  });

  it('then each written document carries its id, the stream revision applied and a version', () => {
    expect(given([opened]).when(incremented).document('c1')).toEqual({
      _id: 'c1',
      total: 2,
      _rev: { 'counter-c1': incremented.revision },
      _version: 0,
    });
  });

  it('given an event already applied, when it is delivered again, then nothing changes', () => {
    given([opened, incremented]).when(incremented).thenDocument('c1', { total: 2 });
  });

  it('when evolve answers null, then the document is deleted', () => {
    given([opened, incremented]).when(closed).thenNoDocument('c1');
    expect(given([opened]).when(closed).documents().size).toBe(0);
  });

  it('ignores events the projection does not handle', () => {
    const other = record('SomethingElse', { id: 'c1' });
    given([opened])
      .when(other)
      .thenDocuments({ c1: { total: 0 } });
  });

  it('given documents, then the events apply on top of them', () => {
    given([], [['c1', { _id: 'c1', total: 5 }]])
      .when(incremented)
      .thenDocument('c1', { total: 7 });
  });

  it('then fails on documents other than expected', () => {
    expect(() => given([opened]).when(incremented).thenDocument('c1', { total: 3 })).toThrow();
    expect(() => given([opened]).when(incremented).thenNoDocument('c1')).toThrow();
    expect(() => given([opened]).when(incremented).thenDocuments({})).toThrow();
  });

  it('records events numbered in order, on the stream given', () => {
    const next = eventRecorder('s');
    expect(next('A', { n: 1 })).toMatchObject({ id: 'ev1', streamId: 's', revision: 1, position: 1 });
    expect(next('B', {}, 'other')).toMatchObject({ id: 'ev2', streamId: 'other', revision: 2, position: 2 });
    expect(projectDocuments(counters, [opened]).get('c1')).toMatchObject({ total: 0 });
  });
});
