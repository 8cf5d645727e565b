import type { AnyProjection } from '../runner/projection';
import { defineProjection } from '../runner/projection';
import { examsProjection } from './exams.projection';
import { questionImagesProjection } from './questionImages.projection';

export type { ExamDocument } from './exams.projection';
export type { QuestionImageDocument } from './questionImages.projection';

/** The exams module's read models, registered in allProjections. */
export const examsProjections: readonly AnyProjection[] = [
  defineProjection(examsProjection),
  defineProjection(questionImagesProjection),
];
