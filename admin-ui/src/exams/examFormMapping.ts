import type { Exam, ExamForm, ExamImport, Passage, Question } from '@portal/contracts';
import type { ExamFormValues, ExamKeptFields, PassageDraft, QuestionDraft } from './examFormModel';
import { parseDuration, parsePassingScore, totalMarksOf } from './examFormNumbers';
import { finaliseQuestion } from './questionEditing';
import { blanksFor } from '../common/blanksFor';

/** The form to and from the server's exam, and an imported file into the form (spec 002 §§2.4, 5). */

/** A stored question as the editor holds it (nulls become blank text). */
export function questionDraftOf(question: Question): QuestionDraft {
  return {
    id: question.id,
    question: question.question,
    type: question.type,
    options: [...question.options],
    correctAnswer: question.correctAnswer,
    marks: question.marks,
    category: question.category,
    difficulty: question.difficulty,
    ...blanksFor(question, [
      'explanation',
      'imagePath',
      'description',
      'passageId',
      'passageTitle',
      'passageAuthor',
      'passageText',
    ]),
  };
}

export function passageDraftOf(passage: Passage): PassageDraft {
  return { ...passage };
}

/** An exam opened for editing. */
export function examFormValuesOf(exam: Exam): ExamFormValues {
  return {
    title: exam.title,
    description: exam.description,
    examType: exam.examType,
    difficulty: exam.difficulty,
    duration: String(exam.duration),
    grade: exam.grade,
    passingScore: exam.passingScore === null ? '' : String(exam.passingScore),
    totalMarks: String(exam.totalMarks),
    settings: { ...exam.settings },
    isActive: exam.isActive,
    availableForPractice: exam.availableForPractice === true,
    questions: exam.questions.map(questionDraftOf),
    passages: exam.passages.map(passageDraftOf),
  };
}

export function keptFieldsOf(exam: Exam): ExamKeptFields {
  return {
    isCustom: exam.isCustom,
    totalQuestions: exam.totalQuestions,
    targetYear: exam.targetYear,
    examShortName: exam.examShortName,
    imageBasePath: exam.imageBasePath,
    glAssessmentStyle: exam.glAssessmentStyle,
  };
}

/** POST /exams and PUT /exams/{id}: the full exam body, numbers parsed as spec 002 §5 says. */
export function examRequestOf(values: ExamFormValues, kept: ExamKeptFields = {}): ExamForm {
  const questions = values.questions.map(finaliseQuestion);
  return {
    ...kept,
    title: values.title.trim(),
    description: values.description.trim(),
    examType: values.examType,
    difficulty: values.difficulty,
    duration: parseDuration(values.duration),
    grade: values.grade,
    questions,
    passages: values.passages.map((passage) => ({ ...passage, title: passage.title.trim() })),
    totalMarks: totalMarksOf({ totalMarks: values.totalMarks, questions }),
    passingScore: parsePassingScore(values.passingScore),
    settings: { ...values.settings },
    isActive: values.isActive,
    availableForPractice: values.availableForPractice,
  };
}

/**
 * The form after an import (spec 002 §2.4): questions and passages replaced, the file's title and
 * description fill blank ones, its passing score is taken, the total goes back to the sum; the
 * extras are kept to be sent with the exam.
 */
export function applyImportToForm(
  values: ExamFormValues,
  kept: ExamKeptFields,
  data: ExamImport,
): { values: ExamFormValues; kept: ExamKeptFields } {
  const { passingScore, ...extras } = data.extras;
  return {
    values: {
      ...values,
      title: values.title.trim() ? values.title : (data.title ?? values.title),
      description: values.description.trim() ? values.description : (data.description ?? values.description),
      passingScore: passingScore === undefined ? values.passingScore : String(passingScore),
      totalMarks: '',
      questions: data.questions.map(questionDraftOf),
      passages: data.passages.map(passageDraftOf),
    },
    kept: { ...kept, ...extras },
  };
}
