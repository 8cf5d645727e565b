import { optionLetter, type Passage, type StudentExam, type StudentQuestion } from '@portal/contracts';

/** A question as the taking screen shows it: the contract's question with its passage attached. */
export type ExamQuestion = Pick<
  StudentQuestion,
  'id' | 'question' | 'type' | 'options' | 'marks' | 'imagePath' | 'category'
> & { passage: Passage | null };

/** The exam as the taking screen shows it (timeLimit in minutes). */
export type ExamPaper = Pick<StudentExam, 'id' | 'title' | 'examType' | 'timeLimit'> & {
  questions: ExamQuestion[];
};

/** A question's passage: the exam's passage it names, else the text it carries itself. */
function passageOf(
  question: StudentQuestion,
  index: number,
  passages: ReadonlyMap<string, Passage>,
): Passage | null {
  const named = question.passageId ? passages.get(question.passageId) : undefined;
  if (named) {
    return named;
  }
  return question.passageText
    ? {
        id: question.passageId ?? `q-${index}`,
        title: question.passageTitle ?? '',
        author: question.passageAuthor ?? '',
        text: question.passageText,
      }
    : null;
}

/** The exam of a start answer (spec 002 §3), questions in order with their passage attached. */
export function examPaper(exam: StudentExam): ExamPaper {
  const passages = new Map(exam.passages.map((passage) => [passage.id, passage]));
  return {
    id: exam.id,
    title: exam.title,
    examType: exam.examType,
    timeLimit: exam.timeLimit,
    questions: exam.questions.map((question, index) => ({
      id: question.id,
      question: question.question,
      type: question.type,
      options: question.type === 'true-false' ? ['True', 'False'] : question.options.filter((o) => o !== ''),
      marks: question.marks,
      imagePath: question.imagePath,
      category: question.category,
      passage: passageOf(question, index, passages),
    })),
  };
}

/** Multiple-choice answers are stored as letters (spec 002 §5); true/false as the word. */
export function answerValue(question: ExamQuestion, index: number): string {
  return question.type === 'multiple-choice' ? optionLetter(index) : (question.options[index] ?? '');
}

export function isAnswered(answer: string | undefined): boolean {
  return typeof answer === 'string' && answer.trim() !== '';
}

export function unansweredCount(questions: readonly ExamQuestion[], answers: Record<string, string>): number {
  return questions.filter((question) => !isAnswered(answers[question.id])).length;
}
