import type {
  ExamContent,
  Passage,
  Question,
  QuestionAnalysisItem,
  ScheduleAttemptFacts,
} from '@portal/contracts';
import type { AttemptQuestionResult, AttemptDocument } from '@portal/projections';

export const NOT_ANSWERED = 'Not answered';

/** "B. 4" for a multiple-choice letter with its option, the answer itself otherwise. */
export function displayAnswer(answer: string | null, options: readonly string[]): string {
  if (answer === null || answer.trim() === '') {
    return NOT_ANSWERED;
  }
  const letter = /^[A-Z]$/.exec(answer.trim().toUpperCase())?.[0];
  const option = letter === undefined ? undefined : options[letter.charCodeAt(0) - 65];
  return option === undefined ? answer : `${letter}. ${option}`;
}

/**
 * The attempt's questions (its marks and answers) beside the exam's content (text, options,
 * image, explanation, passage). An exam deleted since keeps what the attempt recorded.
 */
export function questionAnalysis(attempt: AttemptDocument, exam: ExamContent | null): QuestionAnalysisItem[] {
  const questions = new Map<string, Question>(
    (exam?.questions ?? []).map((question) => [question.id, question]),
  );
  const passages = new Map<string, Passage>((exam?.passages ?? []).map((passage) => [passage.id, passage]));
  return (attempt.questionResults ?? []).map((result: AttemptQuestionResult, index) => {
    const question = questions.get(result.questionId);
    const passage = question?.passageId ? passages.get(question.passageId) : undefined;
    const options = question?.options ?? [];
    return {
      questionNumber: index + 1,
      questionId: result.questionId,
      questionText: question?.question ?? result.questionText,
      type: question?.type ?? result.type,
      imagePath: question?.imagePath ?? null,
      options,
      studentAnswer: result.studentAnswer,
      correctAnswer: result.correctAnswer,
      displayStudentAnswer: displayAnswer(result.studentAnswer, options),
      displayCorrectAnswer: displayAnswer(result.correctAnswer, options),
      explanation: question?.explanation ?? null,
      isCorrect: result.isCorrect,
      marks: result.marks,
      maxMarks: result.maxMarks,
      feedback: result.feedback ?? null,
      topic: question?.category ?? result.category,
      passageId: question?.passageId ?? null,
      passageText: question?.passageText ?? passage?.text ?? null,
      passageTitle: question?.passageTitle ?? passage?.title ?? null,
      passageAuthor: question?.passageAuthor ?? passage?.author ?? null,
    };
  });
}

/** The exam's passages and those only its questions carry, once each (by id, else by title and text). */
export function passagesOf(exam: ExamContent | null): Passage[] {
  if (!exam) {
    return [];
  }
  const found = new Map<string, Passage>();
  for (const passage of exam.passages) {
    found.set(passage.id, passage);
  }
  for (const question of exam.questions) {
    if (!question.passageText) {
      continue;
    }
    const id = question.passageId ?? `${question.passageTitle ?? ''}\n${question.passageText}`;
    if (!found.has(id)) {
      found.set(id, {
        id: question.passageId ?? `q-${question.id}`,
        title: question.passageTitle ?? '',
        author: question.passageAuthor ?? '',
        text: question.passageText,
      });
    }
  }
  return [...found.values()];
}

/** The best completed attempt: highest percentage, then score, then the earliest. */
export function bestAttempt(attempts: readonly ScheduleAttemptFacts[]): ScheduleAttemptFacts | null {
  let best: ScheduleAttemptFacts | null = null;
  for (const attempt of attempts) {
    if (
      best === null ||
      attempt.percentage > best.percentage ||
      (attempt.percentage === best.percentage && attempt.score > best.score)
    ) {
      best = attempt;
    }
  }
  return best;
}
