import type { Exam, ExamContent, ExamForm, ExamSummary } from '@portal/contracts';

/** The `exams` read model's document (projections/src/exams/exams.projection.ts). */
export type ExamDocument = ExamContent & {
  _id: string;
  organisationId: string;
  tutorId: string;
  questionCount: number;
  timeLimit: number;
  createdAt: string;
  updatedAt: string;
};

/** An exam as the API answers it: the read model without its bookkeeping. */
export function toExam(document: ExamDocument): Exam {
  return {
    ...toExamSummary(document),
    questions: document.questions,
    passages: document.passages,
  };
}

/** An exam in the list: no questions, no passages. */
export function toExamSummary(document: Omit<ExamDocument, 'questions' | 'passages'>): ExamSummary {
  return {
    id: document._id,
    tutorId: document.tutorId,
    title: document.title,
    description: document.description,
    examType: document.examType,
    difficulty: document.difficulty,
    duration: document.duration,
    grade: document.grade,
    totalMarks: document.totalMarks,
    passingScore: document.passingScore,
    settings: document.settings,
    isCustom: document.isCustom,
    isActive: document.isActive,
    // exams written before issue 16 carry no choice: not offered for practice
    availableForPractice: document.availableForPractice === true,
    questionCount: document.questionCount,
    timeLimit: document.timeLimit,
    totalQuestions: document.totalQuestions ?? null,
    targetYear: document.targetYear ?? null,
    examShortName: document.examShortName ?? null,
    imageBasePath: document.imageBasePath ?? null,
    glAssessmentStyle: document.glAssessmentStyle ?? null,
    createdAt: document.createdAt,
    updatedAt: document.updatedAt,
  };
}

/** The stored exam as a form, so an update that leaves a key out keeps its value. */
export function toExamForm(document: ExamDocument): ExamForm {
  return {
    title: document.title,
    description: document.description,
    examType: document.examType,
    difficulty: document.difficulty,
    duration: document.duration,
    grade: document.grade,
    questions: document.questions,
    passages: document.passages,
    totalMarks: document.totalMarks,
    passingScore: document.passingScore,
    settings: document.settings,
    isCustom: document.isCustom,
    isActive: document.isActive,
    availableForPractice: document.availableForPractice === true,
    totalQuestions: document.totalQuestions,
    targetYear: document.targetYear,
    examShortName: document.examShortName,
    imageBasePath: document.imageBasePath,
    glAssessmentStyle: document.glAssessmentStyle,
  };
}
