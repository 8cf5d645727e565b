import type { EventOf, ResultQuestion, ResultSummary } from '@portal/contracts';
import { pickAttemptFigures, resultBand } from '@portal/contracts';
import type { AttemptDocument } from '@portal/projections';

type Submitted = EventOf<'AttemptSubmitted'>['data'];

/** The figures a submit answers with, from the recorded submission. */
export function summaryOf(data: Submitted): ResultSummary {
  return {
    attemptId: data.attemptId,
    ...pickAttemptFigures(data),
    timeSpent: data.timeSpent,
    endTime: data.endTime,
    submittedBy: data.submittedBy,
    band: resultBand(data.percentage),
  };
}

/** Each question of a submitted attempt with the answer given, the key and the marks. */
export function resultQuestionsOf(attempt: AttemptDocument): ResultQuestion[] {
  const { exam } = attempt;
  const passages = new Map(exam.passages.map((passage) => [passage.id, passage]));
  const results = new Map(attempt.questionResults.map((result) => [result.questionId, result]));
  return exam.questions.map((question, index) => {
    const result = results.get(question.id);
    const passage = question.passageId ? passages.get(question.passageId) : undefined;
    return {
      questionId: question.id,
      number: index + 1,
      question: question.question,
      type: question.type,
      options: question.options,
      userAnswer: result?.studentAnswer ?? attempt.answers[question.id] ?? null,
      correctAnswer: question.correctAnswer || null,
      isCorrect: result ? result.isCorrect : false,
      marks: result?.marks ?? 0,
      maxMarks: question.marks,
      explanation: question.explanation,
      imagePath: question.imagePath,
      category: question.category,
      passageId: question.passageId,
      passageTitle: question.passageTitle ?? passage?.title ?? null,
      passageAuthor: question.passageAuthor ?? passage?.author ?? null,
      passageText: question.passageText ?? passage?.text ?? null,
    };
  });
}

/** A submitted attempt's figures (it ended at `endTime`). */
export function resultAttemptOf(attempt: AttemptDocument, endTime: string) {
  return {
    id: attempt._id,
    studentId: attempt.studentId,
    score: attempt.score ?? 0,
    totalMarks: attempt.totalMarks,
    percentage: attempt.percentage ?? 0,
    timeSpent: attempt.timeSpent ?? 0,
    startTime: attempt.startTime,
    endTime,
    correctAnswers: attempt.correctAnswers ?? 0,
    incorrectAnswers: attempt.incorrectAnswers ?? 0,
    totalQuestions: attempt.totalQuestions,
    awaitingMarking: attempt.awaitingMarking ?? 0,
    submittedBy: attempt.submittedBy ?? 'student',
    attemptNumber: attempt.attemptNumber,
    band: resultBand(attempt.percentage ?? 0),
  };
}
