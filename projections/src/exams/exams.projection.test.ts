import { describe, it } from 'vitest';
import type { ExamContent } from '@portal/contracts';
import { validateExamForm } from '@portal/contracts';
import { ProjectionSpecification, eventRecorder } from '@portal/platform/testing';
import { defineProjection } from '../runner/projection';
import { examsProjection } from './exams.projection';

const recorded = eventRecorder('exam-e1');
const given = ProjectionSpecification.for(defineProjection(examsProjection));

const checked = validateExamForm({
  title: 'Times tables',
  questions: [{ question: 'Is 2 x 3 = 6?', type: 'true-false', correctAnswer: 'True' }],
});
if (!checked.success) {
  throw new Error('fixture exam invalid');
}
const content: ExamContent = checked.data;
const facts = { examId: 'e1', organisationId: 'org', tutorId: 't1', by: 't1', byRole: 'tutor' };

describe('the exams read model: "Available for practice" (issue 16)', () => {
  it('given an ExamCreated written before the choice existed, then the exam is not offered for practice', () => {
    const { availableForPractice: _none, ...older } = content;
    given()
      .when(recorded('ExamCreated', { ...facts, exam: older, createdAt: 'c' }))
      .thenDocument('e1', { availableForPractice: false });
  });

  it('given the tutor marks it and later unmarks it, then the document follows each update', () => {
    const created = recorded('ExamCreated', { ...facts, exam: content, createdAt: 'c' });
    const marked = recorded('ExamUpdated', {
      ...facts,
      exam: { ...content, availableForPractice: true },
      updatedAt: 'u1',
    });
    given([created]).when(marked).thenDocument('e1', { availableForPractice: true });
    const unmarked = recorded('ExamUpdated', {
      ...facts,
      exam: { ...content, availableForPractice: false },
      updatedAt: 'u2',
    });
    given([created, marked])
      .when(unmarked)
      .thenDocument('e1', { availableForPractice: false, updatedAt: 'u2' });
  });
});
