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

type ExamFields = Omit<ExamContent, 'questions' | 'passages'>;

/** What the exam is: the fields the list, the exam and the form all show first. */
function describingFields(document: ExamFields) {
  return {
    title: document.title,
    description: document.description,
    examType: document.examType,
    difficulty: document.difficulty,
    duration: document.duration,
    grade: document.grade,
  };
}

/** How it is marked and offered. */
function scoringFields(document: ExamFields) {
  return {
    totalMarks: document.totalMarks,
    passingScore: document.passingScore,
    settings: document.settings,
    isCustom: document.isCustom,
    isActive: document.isActive,
    // exams written before issue 16 carry no choice: not offered for practice
    availableForPractice: document.availableForPractice === true,
  };
}

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
    ...describingFields(document),
    ...scoringFields(document),
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
    ...describingFields(document),
    questions: document.questions,
    passages: document.passages,
    ...scoringFields(document),
    totalQuestions: document.totalQuestions,
    targetYear: document.targetYear,
    examShortName: document.examShortName,
    imageBasePath: document.imageBasePath,
    glAssessmentStyle: document.glAssessmentStyle,
  };
}
