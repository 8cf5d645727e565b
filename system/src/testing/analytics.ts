import { randomUUID } from 'node:crypto';
import type { EventOf } from '@portal/contracts';
import { attemptsStreams } from '@portal/contracts';
import type { TestSystem } from './harness';
import type { Client } from './harness';

/** Helpers of the analytics HTTP tests. */

type AttemptSubmittedData = EventOf<'AttemptSubmitted'>['data'];

export interface MarkedQuestion {
  readonly questionId: string;
  readonly category: string;
  readonly type?: string;
  readonly isCorrect: boolean | null;
  readonly answered?: boolean;
}

/**
 * Appends a completed attempt to the log as the exam-taking module does, and waits until every
 * read model has applied it. Score and percentage follow from the marks (1 mark per question).
 */
export async function submitAttempt(
  t: TestSystem,
  fields: {
    studentId: string;
    examId: string;
    examTitle: string;
    examType: string;
    scheduleId?: string | null;
    attemptNumber?: number;
    endTime: string;
    timeSpent: number;
    questions: readonly MarkedQuestion[];
    /** the percentage as the attempts module rounds it (one decimal); computed when absent */
    percentage?: number;
  },
): Promise<string> {
  const attemptId = randomUUID();
  const correct = fields.questions.filter((q) => q.isCorrect === true).length;
  const incorrect = fields.questions.filter((q) => q.isCorrect === false).length;
  const scheduleId = fields.scheduleId ?? null;
  const accessType = scheduleId === null ? 'practice' : 'schedule';
  const data: AttemptSubmittedData = {
    attemptId,
    organisationId: 'main',
    studentId: fields.studentId,
    tutorId: null,
    examId: fields.examId,
    examTitle: fields.examTitle,
    examType: fields.examType,
    scheduleId,
    assignmentId: null,
    accessType,
    attemptNumber: fields.attemptNumber ?? 1,
    isMakeup: false,
    startTime: new Date(Date.parse(fields.endTime) - fields.timeSpent * 1000).toISOString(),
    endTime: fields.endTime,
    timeSpent: fields.timeSpent,
    submittedBy: 'student',
    score: correct,
    totalMarks: fields.questions.length,
    percentage: fields.percentage ?? Math.round((correct / fields.questions.length) * 1000) / 10,
    correctAnswers: correct,
    incorrectAnswers: incorrect,
    unanswered: fields.questions.filter((q) => q.answered === false).length,
    totalQuestions: fields.questions.length,
    awaitingMarking: fields.questions.filter((q) => q.isCorrect === null).length,
    questionResults: fields.questions.map((q, index) => ({
      questionId: q.questionId,
      number: index + 1,
      type: q.type ?? 'multiple-choice',
      category: q.category,
      marks: q.isCorrect === true ? 1 : 0,
      maxMarks: 1,
      isCorrect: q.isCorrect,
      answered: q.answered ?? true,
    })),
    answers: {},
  };
  const stream = attemptsStreams.slot(
    fields.studentId,
    accessType,
    scheduleId ?? `${fields.examId}-${attemptId}`,
  );
  const { position } = await t.system.adapters.eventStore.append(
    stream,
    [{ type: 'AttemptSubmitted', data, metadata: { organisationId: 'main' } }],
    { expectedRevision: 'any' },
  );
  if (!(await t.system.watermarks.waitFor(stream, position, 10_000))) {
    throw new Error('the read models did not apply the attempt in time');
  }
  return attemptId;
}

/** An exam of three one-mark questions: two on Fractions, one on Algebra. */
export async function createCategorisedExam(client: Client, title: string) {
  const response = await client.request<{
    exam: { id: string; questions: { id: string; category: string }[] };
  }>('POST', '/api/exams', {
    title,
    examType: 'mathematics',
    duration: 45,
    questions: [
      {
        question: 'What is 1/2 + 1/4?',
        type: 'multiple-choice',
        options: ['1/4', '3/4', '1'],
        correctAnswer: 'B',
        marks: 1,
        category: 'Fractions',
        explanation: 'Quarters: 2/4 + 1/4',
      },
      {
        question: 'Is 2/4 equal to 1/2?',
        type: 'true-false',
        correctAnswer: 'True',
        marks: 1,
        category: 'Fractions',
      },
      {
        question: 'Is x = 3 when 2x = 8?',
        type: 'true-false',
        correctAnswer: 'False',
        marks: 1,
        category: 'Algebra',
      },
    ],
  });
  if (response.status !== 201) {
    throw new Error(`exam not created: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return response.body.exam;
}

export const daysAgo = (days: number, hour = 10) => {
  const date = new Date(Date.now() - days * 86_400_000);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString();
};
