import {
  CLASSROOM_LIMITS,
  clampQuestionCount,
  clampTimeLimit,
  defaultQuizQuestion,
  validateQuizDraft,
  type QuizQuestion,
  type QuizTemplate,
  type QuizTemplateInput,
  type SessionQuiz,
} from '@portal/contracts';
import { OPTION_LETTERS } from './classroomState';

/**
 * The Quiz Builder's draft (spec 002 §2.13, §5): a title and 1–50 questions. Lowering the number of
 * questions keeps the removed ones aside, so raising it again brings the tutor's work back.
 */
export interface QuizDraft {
  /** the saved template being edited; null for a new quiz */
  templateId: string | null;
  title: string;
  questions: QuizQuestion[];
  /** questions removed by lowering the number, in order: the next one to restore first */
  trimmed: QuizQuestion[];
}

export type MakeId = () => string;

export function newDraft(makeId: MakeId, count: number = CLASSROOM_LIMITS.defaultQuestions): QuizDraft {
  return {
    templateId: null,
    title: '',
    questions: Array.from({ length: clampQuestionCount(count) }, (_, index) =>
      defaultQuizQuestion(index + 1, makeId()),
    ),
    trimmed: [],
  };
}

export function draftFromTemplate(template: QuizTemplate): QuizDraft {
  return {
    templateId: template.id,
    title: template.title,
    questions: template.questions.map((question) => ({ ...question, options: { ...question.options } })),
    trimmed: [],
  };
}

/** Number of questions (spec 002 §5): clamped to 1–50, non-numeric gives 1. */
export function resizeDraft(draft: QuizDraft, rawCount: unknown, makeId: MakeId): QuizDraft {
  const count = clampQuestionCount(rawCount);
  const current = draft.questions.length;
  if (count === current) {
    return draft;
  }
  if (count < current) {
    return {
      ...draft,
      questions: draft.questions.slice(0, count),
      trimmed: [...draft.questions.slice(count), ...draft.trimmed],
    };
  }
  const restored = draft.trimmed.slice(0, count - current);
  const questions = [...draft.questions, ...restored];
  while (questions.length < count) {
    questions.push(defaultQuizQuestion(questions.length + 1, makeId()));
  }
  return {
    ...draft,
    questions: questions.map((question, index) => ({ ...question, number: index + 1 })),
    trimmed: draft.trimmed.slice(restored.length),
  };
}

export type QuestionPatch = Partial<Pick<QuizQuestion, 'text' | 'correctAnswer' | 'timeLimit'>> & {
  options?: Partial<QuizQuestion['options']>;
};

export function updateQuestion(draft: QuizDraft, index: number, patch: QuestionPatch): QuizDraft {
  return {
    ...draft,
    questions: draft.questions.map((question, at) =>
      at === index
        ? {
            ...question,
            ...patch,
            options: { ...question.options, ...patch.options },
          }
        : question,
    ),
  };
}

/** Beyond the spec's messages: the correct answer must point at an option the students can see. */
export const CORRECT_ANSWER_BLANK = 'The correct answer must be one of the filled options';

export interface QuestionProblems {
  text?: string;
  options?: string;
}

export interface DraftProblems {
  title?: string;
  /** by question index; undefined where the question is fine */
  questions: (QuestionProblems | undefined)[];
  count: number;
}

/** Spec 002 §5 through the contract's `validateQuizDraft`, plus the correct-answer check. */
export function validateDraft(draft: QuizDraft): DraftProblems {
  const found = validateQuizDraft(draft);
  const questions = draft.questions.map((question, index) => {
    const problems = found.questions[index];
    if (!problems?.options && question.options[question.correctAnswer].trim() === '') {
      return { ...problems, options: CORRECT_ANSWER_BLANK };
    }
    return problems;
  });
  const count =
    (found.title ? 1 : 0) +
    questions.reduce((sum, problems) => sum + (problems?.text ? 1 : 0) + (problems?.options ? 1 : 0), 0);
  return { ...(found.title ? { title: found.title } : {}), questions, count };
}

/** What is saved and sent: trimmed texts, questions numbered from 1, time limits within 10–300 s. */
export function draftToInput(draft: QuizDraft): QuizTemplateInput {
  return {
    title: draft.title.trim(),
    questions: draft.questions.map((question, index) => ({
      id: question.id,
      number: index + 1,
      text: question.text.trim(),
      options: {
        A: question.options.A.trim(),
        B: question.options.B.trim(),
        C: question.options.C.trim(),
        D: question.options.D.trim(),
      },
      correctAnswer: question.correctAnswer,
      timeLimit: clampTimeLimit(question.timeLimit),
    })),
  };
}

/** The quiz a session broadcasts (quiz_data): title, questions, totalQuestions. */
export function toSessionQuiz(quiz: Pick<QuizTemplate, 'title' | 'questions'>): SessionQuiz {
  return { title: quiz.title, questions: quiz.questions, totalQuestions: quiz.questions.length };
}

/** The letters a question offers: its filled options. */
export function filledLetters(question: Pick<QuizQuestion, 'options'>) {
  return OPTION_LETTERS.filter((letter) => question.options[letter].trim() !== '');
}

/** The quiz chosen for the next session: a saved template, or the sample (templateId null). */
export interface SelectedQuiz {
  templateId: string | null;
  quiz: SessionQuiz;
}

/** The builder's state: the draft and what it was when last loaded or saved (to spot unsaved changes). */
export interface QuizEditorState {
  draft: QuizDraft;
  baseline: string;
}

const fingerprint = (draft: QuizDraft) => JSON.stringify({ id: draft.templateId, ...draftToInput(draft) });

export function editorFor(draft: QuizDraft): QuizEditorState {
  return { draft, baseline: fingerprint(draft) };
}

/** Unsaved changes: what would be saved differs from what was loaded or saved. */
export function hasUnsavedChanges(editor: QuizEditorState): boolean {
  return fingerprint(editor.draft) !== editor.baseline;
}
