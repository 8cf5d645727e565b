import { z } from 'zod';
import { okResponse } from '../common';
import { Passage } from '../exams/model';
import { IntegrityEventView } from '../attempts/taking';
import { ResultQuestion, ResultSummary } from '../attempts/responses';
import { TeachingRecommendations, TopicAnalysisItem } from './topics';

// ---- a completed attempt as staff and parents review it (spec 002 §3 "Detailed answers") -------

/**
 * One question of an attempt: its marks and answers beside the exam's content; the fields it
 * shares with a question of the student's own results mean the same.
 */
export const QuestionAnalysisItem = ResultQuestion.pick({
  questionId: true,
  type: true,
  imagePath: true,
  options: true,
  correctAnswer: true,
  explanation: true,
  isCorrect: true,
  marks: true,
  maxMarks: true,
  passageId: true,
  passageText: true,
  passageTitle: true,
  passageAuthor: true,
}).extend({
  questionNumber: z.number().int(),
  questionText: z.string(),
  studentAnswer: z.string().nullable(),
  /** "B. 4" for a letter with its option, the answer itself otherwise, "Not answered" */
  displayStudentAnswer: z.string(),
  displayCorrectAnswer: z.string(),
  /** the marker's feedback on an essay, null without */
  feedback: z.string().nullable(),
  topic: z.string(),
});
export type QuestionAnalysisItem = z.infer<typeof QuestionAnalysisItem>;

const AnalysedStudent = z.object({ id: z.string(), firstName: z.string(), lastName: z.string() });

/** GET /scheduled-exam-analytics/attempt/{id}/detailed-answers */
export const DetailedAnswersResponse = okResponse({
  student: AnalysedStudent,
  exam: z.object({ id: z.string(), title: z.string() }),
  results: ResultSummary.pick({
    percentage: true,
    correctAnswers: true,
    incorrectAnswers: true,
    totalQuestions: true,
  }),
  topicAnalysis: z.array(TopicAnalysisItem),
  questionAnalysis: z.array(QuestionAnalysisItem),
  teachingRecommendations: TeachingRecommendations,
});
export type DetailedAnswersResponse = z.infer<typeof DetailedAnswersResponse>;

/** GET /tutor-analytics/exam-attempt/{id}/detailed-results (spec 002 §2.11 "Tutor exam results") */
export const DetailedResultsResponse = okResponse({
  exam: z.object({
    id: z.string(),
    title: z.string(),
    examType: z.string().nullable(),
    passages: z.array(Passage),
  }),
  student: AnalysedStudent,
  examAttempt: z.object({
    id: z.string(),
    /** seconds */
    timeTaken: z.number(),
    completedAt: z.string().nullable(),
  }),
  results: ResultSummary.pick({
    totalMarks: true,
    percentage: true,
    correctAnswers: true,
    incorrectAnswers: true,
    awaitingMarking: true,
  }).extend({ scoreObtained: z.number() }),
  questionAnalysis: z.array(QuestionAnalysisItem),
  /** the attempt's integrity events, when the answer carries them */
  integrityEvents: z.array(IntegrityEventView).optional(),
});
export type DetailedResultsResponse = z.infer<typeof DetailedResultsResponse>;

/** POST /tutor-analytics/exam-attempt/{id}/mark: the updated results and what was done. */
export const MarkEssaysResponse = DetailedResultsResponse.extend({ message: z.string() });
export type MarkEssaysResponse = z.infer<typeof MarkEssaysResponse>;
