import type { AnyProjection } from '../runner/projection';
import { defineProjection } from '../runner/projection';
import { accommodationsProjection } from './accommodations.projection';
import { attemptsProjection } from './attempts.projection';
import { practiceSetsProjection } from './practiceSets.projection';

export type { AttemptDocument, AttemptQuestionResult } from './attempts.projection';
export type { AccommodationDocument } from './accommodations.projection';
export type { PracticeSetDocument } from './practiceSets.projection';

/** The attempts module's read models, registered in allProjections. */
export const attemptsProjections: readonly AnyProjection[] = [
  defineProjection(attemptsProjection),
  defineProjection(accommodationsProjection),
  defineProjection(practiceSetsProjection),
];
