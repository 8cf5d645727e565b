import { describe, expect, it } from 'vitest';
import type { ExamContent } from '@portal/contracts';
import { validateExamForm } from '@portal/contracts';
import type { RecordedEvent } from '@portal/platform';
import { defineProjection, foldEvents } from '../runner/projection';
import type { ExamDocument } from './exams.projection';
import { examsProjection } from './exams.projection';

let revision = -1;
function recorded(type: string, data: object): RecordedEvent {
  revision += 1;
  return {
    id: `ev${revision}`,
    type,
    streamId: 'exam-e1',
    revision,
    position: revision + 1,
    data,
    metadata: {},
    recordedAt: 'x',
  };
}

const checked = validateExamForm({
  title: 'Times tables',
  questions: [{ question: 'Is 2 x 3 = 6?', type: 'true-false', correctAnswer: 'True' }],
});
if (!checked.success) {
  throw new Error('fixture exam invalid');
}
const content: ExamContent = checked.data;
const facts = { examId: 'e1', organisationId: 'org', tutorId: 't1', by: 't1', byRole: 'tutor' };

function fold(events: RecordedEvent[]): ExamDocument | null {
  const result = foldEvents(defineProjection(examsProjection), new Map([['e1', null]]), events);
  return (result.documents.get('e1') as ExamDocument | null | undefined) ?? null;
}

describe('the exams read model: "Available for practice" (issue 16)', () => {
  it('given an ExamCreated written before the choice existed, then the exam is not offered for practice', () => {
    const { availableForPractice: _none, ...older } = content;
    const document = fold([recorded('ExamCreated', { ...facts, exam: older, createdAt: 'c' })]);
    expect(document?.availableForPractice).toBe(false);
  });

  it('given the tutor marks it and later unmarks it, then the document follows each update', () => {
    const created = recorded('ExamCreated', { ...facts, exam: content, createdAt: 'c' });
    const marked = recorded('ExamUpdated', {
      ...facts,
      exam: { ...content, availableForPractice: true },
      updatedAt: 'u1',
    });
    expect(fold([created, marked])?.availableForPractice).toBe(true);
    const unmarked = recorded('ExamUpdated', {
      ...facts,
      exam: { ...content, availableForPractice: false },
      updatedAt: 'u2',
    });
    expect(fold([created, marked, unmarked])).toMatchObject({ availableForPractice: false, updatedAt: 'u2' });
  });
});
