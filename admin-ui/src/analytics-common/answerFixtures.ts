import type { DetailedResultsResponse, QuestionAnalysisItem } from '@portal/contracts';

/** Test answers as the server sends them (contracts' schemas), with only what a test is about set. */

/** One question of a detailed answer: unanswered, unmarked fields empty. */
export function questionItem(fields: Partial<QuestionAnalysisItem> = {}): QuestionAnalysisItem {
  return {
    questionNumber: 1,
    questionId: 'q-1',
    questionText: '',
    type: 'multiple-choice',
    imagePath: null,
    options: [],
    studentAnswer: null,
    correctAnswer: null,
    displayStudentAnswer: '',
    displayCorrectAnswer: '',
    explanation: null,
    isCorrect: false,
    marks: 0,
    maxMarks: 1,
    feedback: null,
    topic: '',
    passageId: null,
    passageText: null,
    passageTitle: null,
    passageAuthor: null,
    ...fields,
  };
}

/** A tutor's detailed results of one attempt. */
export function detailedResults(fields: Partial<DetailedResultsResponse> = {}): DetailedResultsResponse {
  return {
    success: true,
    exam: { id: 'e1', title: 'Exam', examType: null, passages: [] },
    student: { id: 's1', firstName: 'Amara', lastName: 'Lewis' },
    examAttempt: { id: 'att-1', timeTaken: 0, completedAt: null },
    results: {
      scoreObtained: 0,
      totalMarks: 0,
      percentage: 0,
      correctAnswers: 0,
      incorrectAnswers: 0,
      awaitingMarking: 0,
    },
    questionAnalysis: [],
    ...fields,
  };
}
