import type { Bus, ReadModelStore } from '@portal/platform';
import { silentLogger } from '@portal/platform';
import { describe, expect, it } from 'vitest';
import type { AnyProjection } from './projection';
import { ProjectionRunner } from './projectionRunner';

describe('ProjectionRunner', () => {
  it('given a projection that handles auto-saves, when its runner is made, then it is refused: saves never reach the bus', () => {
    const projection = {
      name: 'save-counter',
      collection: 'save_counts',
      handles: ['AttemptSubmitted', 'AnswersSaved'],
    } as unknown as AnyProjection;
    const deps = { bus: {} as Bus, store: {} as ReadModelStore, topic: 'events', logger: silentLogger };
    expect(() => new ProjectionRunner(projection, deps)).toThrow(
      'projection save-counter handles AnswersSaved, which never reach the bus',
    );
  });
});
