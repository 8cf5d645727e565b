import {
  letterIndex,
  resultsWithheldMessage,
  type AttemptResultsResponse,
  type Passage,
  type ResultQuestion,
  type StudentExam,
  type resultBand,
} from '@portal/contracts';

export type ResultBand = ReturnType<typeof resultBand>;

/** Each band's colours (spec 002 §9 bands 90/80/70/60). */
export const BAND_STYLES: Record<ResultBand, { main: string; soft: string; text: string; message: string }> =
  {
    Excellent: { main: '#177D4E', soft: '#E3F5EC', text: '#13633E', message: 'Outstanding work!' },
    'Very Good': { main: '#2E9A62', soft: '#E6F6EC', text: '#1B6B42', message: 'Really strong result.' },
    Good: { main: '#0E7FC0', soft: '#E2F1FA', text: '#095A88', message: 'Nice work, keep it up.' },
    Satisfactory: {
      main: '#D99A00',
      soft: '#FFF6D6',
      text: '#8A6100',
      message: 'A solid start to build on.',
    },
    'Needs Improvement': {
      main: '#D3382F',
      soft: '#FDE8E6',
      text: '#9E2019',
      message: 'Look through the answers below and try again.',
    },
  };

/** 'answered': the answer key is withheld (issue 16), so only that an answer was given is known. */
export type AnswerStatus = 'correct' | 'incorrect' | 'unanswered' | 'pending' | 'answered';

/** A question of the review: the contract's question with its passage attached. */
export type ResultQuestionView = Pick<
  ResultQuestion,
  | 'questionId'
  | 'number'
  | 'question'
  | 'type'
  | 'options'
  | 'userAnswer'
  | 'correctAnswer'
  | 'isCorrect'
  | 'explanation'
  | 'imagePath'
  | 'category'
> & {
  passage: Passage | null;
  /** the answer key is withheld until the window closes or the tutor releases it */
  keyWithheld: boolean;
};

export interface ResultsView {
  examTitle: string;
  examType: string;
  score: number;
  totalMarks: number;
  percentage: number;
  timeSpent: number;
  endTime: string | null;
  correctAnswers: number;
  totalQuestions: number;
  questions: ResultQuestionView[];
  /** false: score only, no correct answers, explanations or per-question correctness */
  released: boolean;
  /** when the key opens by itself; null: when the tutor releases it */
  availableAt: string | null;
}

const releaseTimeFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "Results will be available after Wed, 2 Dec 2026, 10:10" (the browser's time zone). */
export function withheldText(
  availableAt: string | null,
  format: (iso: string) => string = (iso) => releaseTimeFormat.format(Date.parse(iso)),
): string {
  return resultsWithheldMessage(availableAt, format);
}

/** Spec 005 "Results": an answer is unanswered when there is no user answer. */
export function answerStatus(
  question: Pick<ResultQuestionView, 'userAnswer' | 'isCorrect'> & { keyWithheld?: boolean },
): AnswerStatus {
  if (!question.userAnswer || !question.userAnswer.trim()) {
    return 'unanswered';
  }
  if (question.keyWithheld) {
    return 'answered';
  }
  if (question.isCorrect === null) {
    return 'pending';
  }
  return question.isCorrect ? 'correct' : 'incorrect';
}

export const ANSWER_STATUS_LABELS: Record<AnswerStatus, string> = {
  correct: 'Correct',
  incorrect: 'Incorrect',
  unanswered: 'Unanswered',
  pending: 'Awaiting marking',
  answered: 'Answered',
};

/** "B. 15" for a letter answer of a multiple-choice question; other answers as given. */
export function displayAnswer(answer: string | null, options: readonly string[], type: string): string {
  if (!answer || !answer.trim()) {
    return 'No answer';
  }
  const index = letterIndex(answer);
  if (type === 'multiple-choice' && index >= 0) {
    const option = options[index];
    return option !== undefined ? `${answer}. ${option}` : answer;
  }
  return answer;
}

/** The answer's text when it has any (a blank answer shows as none). */
function nonBlank(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  return text ? text : null;
}

/** The part of GET /exam-attempts/{attemptId}/results the page reads. */
export type ResultsAnswer = Pick<
  AttemptResultsResponse,
  'attempt' | 'questions' | 'resultsReleased' | 'resultsAvailableAt'
> & { exam: Pick<StudentExam, 'title' | 'examType'> };

/** GET /exam-attempts/{attemptId}/results → what the page shows. */
export function resultsView(answer: ResultsAnswer): ResultsView {
  const { attempt } = answer;
  const released = answer.resultsReleased;
  const questions = answer.questions.map((question, index): ResultQuestionView => {
    const text = nonBlank(question.passageText);
    const key = 'correctAnswer' in question ? question : null;
    return {
      questionId: question.questionId,
      number: question.number,
      question: question.question,
      type: question.type,
      options: question.options,
      userAnswer: nonBlank(question.userAnswer),
      correctAnswer: nonBlank(key?.correctAnswer),
      isCorrect: key?.isCorrect ?? null,
      explanation: nonBlank(key?.explanation),
      imagePath: nonBlank(question.imagePath),
      category: question.category,
      passage: text
        ? {
            id: question.passageId || `p${index}`,
            title: question.passageTitle ?? '',
            author: question.passageAuthor ?? '',
            text,
          }
        : null,
      keyWithheld: !released,
    };
  });
  return {
    examTitle: answer.exam.title,
    examType: answer.exam.examType,
    score: attempt.score,
    totalMarks: attempt.totalMarks,
    percentage: attempt.percentage,
    timeSpent: attempt.timeSpent,
    endTime: nonBlank(attempt.endTime),
    correctAnswers: attempt.correctAnswers,
    totalQuestions: attempt.totalQuestions,
    questions,
    released,
    availableAt: released ? null : nonBlank(answer.resultsAvailableAt),
  };
}
