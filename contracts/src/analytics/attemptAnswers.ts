import { z } from 'zod';
import { Passage } from '../exams/model';
import { IntegrityEventView } from '../attempts/taking';
import { TeachingRecommendations, TopicAnalysisItem } from './topics';

// ---- a completed attempt as staff and parents review it (spec 002 §3 "Detailed answers") -------

/** One question of an attempt: its marks and answers beside the exam's content. */
export const QuestionAnalysisItem = z.object({
  questionNumber: z.number().int(),
  questionId: z.string(),
  questionText: z.string(),
  type: z.string(),
  imagePath: z.string().nullable(),
  options: z.array(z.string()),
  studentAnswer: z.string().nullable(),
  correctAnswer: z.string().nullable(),
  /** "B. 4" for a letter with its option, the answer itself otherwise, "Not answered" */
  displayStudentAnswer: z.string(),
  displayCorrectAnswer: z.string(),
  explanation: z.string().nullable(),
  /** null: an essay not marked yet */
  isCorrect: z.boolean().nullable(),
  marks: z.number(),
  maxMarks: z.number(),
  /** the marker's feedback on an essay, null without */
  feedback: z.string().nullable(),
  topic: z.string(),
  passageId: z.string().nullable(),
  passageText: z.string().nullable(),
  passageTitle: z.string().nullable(),
  passageAuthor: z.string().nullable(),
});
export type QuestionAnalysisItem = z.infer<typeof QuestionAnalysisItem>;

const AnalysedStudent = z.object({ id: z.string(), firstName: z.string(), lastName: z.string() });

/** GET /scheduled-exam-analytics/attempt/{id}/detailed-answers */
export const DetailedAnswersResponse = z.object({
  success: z.literal(true),
  student: AnalysedStudent,
  exam: z.object({ id: z.string(), title: z.string() }),
  results: z.object({
    percentage: z.number(),
    correctAnswers: z.number().int(),
    incorrectAnswers: z.number().int(),
    totalQuestions: z.number().int(),
  }),
  topicAnalysis: z.array(TopicAnalysisItem),
  questionAnalysis: z.array(QuestionAnalysisItem),
  teachingRecommendations: TeachingRecommendations,
});
export type DetailedAnswersResponse = z.infer<typeof DetailedAnswersResponse>;

/** GET /tutor-analytics/exam-attempt/{id}/detailed-results (spec 002 §2.11 "Tutor exam results") */
export const DetailedResultsResponse = z.object({
  success: z.literal(true),
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
  results: z.object({
    scoreObtained: z.number(),
    totalMarks: z.number(),
    percentage: z.number(),
    correctAnswers: z.number().int(),
    incorrectAnswers: z.number().int(),
    awaitingMarking: z.number().int(),
  }),
  questionAnalysis: z.array(QuestionAnalysisItem),
  /** the attempt's integrity events, when the answer carries them */
  integrityEvents: z.array(IntegrityEventView).optional(),
});
export type DetailedResultsResponse = z.infer<typeof DetailedResultsResponse>;

/** POST /tutor-analytics/exam-attempt/{id}/mark: the updated results and what was done. */
export const MarkEssaysResponse = DetailedResultsResponse.extend({ message: z.string() });
export type MarkEssaysResponse = z.infer<typeof MarkEssaysResponse>;
