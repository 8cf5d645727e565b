import type { AnswerRecord, CategoryStanding } from '@portal/contracts';
import type { AttemptDocument, PracticeSetDocument } from '@portal/projections';

/** What the history reads of a completed attempt. */
export type AnsweredAttempt = Pick<AttemptDocument, 'examId' | 'endTime'> & {
  questionResults: Pick<
    AttemptDocument['questionResults'][number],
    'questionId' | 'isCorrect' | 'answered'
  >[];
};

/**
 * The student's marked answers, per source question (pure): every completed attempt's answered
 * questions with a mark (an essay awaiting marking has none), at the attempt's end. A practice
 * set's attempt counts under the papers' questions it was drawn from (`sets`), so a mistake
 * re-asked in a set and answered right clears it; a set the student no longer has is left out.
 */
export function answerHistoryOf(
  attempts: readonly AnsweredAttempt[],
  sets: readonly Pick<PracticeSetDocument, '_id' | 'questions'>[],
): AnswerRecord[] {
  const setSources = new Map(
    sets.map((set) => [set._id, new Map(set.questions.map((question) => [question.questionId, question]))]),
  );
  const history: AnswerRecord[] = [];
  for (const attempt of attempts) {
    if (!attempt.endTime) {
      continue;
    }
    const sources = setSources.get(attempt.examId);
    for (const result of attempt.questionResults) {
      if (!result.answered || result.isCorrect === null) {
        continue;
      }
      const source = sources?.get(result.questionId);
      if (setSources.has(attempt.examId) && !source) {
        continue;
      }
      history.push({
        examId: source?.sourceExamId ?? attempt.examId,
        questionId: source?.sourceQuestionId ?? result.questionId,
        at: attempt.endTime,
        isCorrect: result.isCorrect,
      });
    }
  }
  return history;
}

/** The category analysis (GET /progress/categories' items) as the selection reads it. */
export const standingsOf = (
  analysis: readonly { category: string; averagePercentage: number; totalQuestions: number }[],
): CategoryStanding[] =>
  analysis.map((item) => ({
    category: item.category,
    percentage: item.averagePercentage,
    questions: item.totalQuestions,
  }));
