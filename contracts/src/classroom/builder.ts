import type { OptionLetter, QuizQuestion } from './quiz';
import { CLASSROOM_LIMITS } from './limits';
import { CLASSROOM_MESSAGES } from './messages';

/** Builder defaults (spec 002 §3): 'Question n', 'Option A'..'Option D', correct A, 60 s. */
export function defaultQuizQuestion(number: number, id: string): QuizQuestion {
  return {
    id,
    number,
    text: `Question ${number}`,
    options: { A: 'Option A', B: 'Option B', C: 'Option C', D: 'Option D' },
    correctAnswer: 'A',
    timeLimit: CLASSROOM_LIMITS.defaultTimeLimit,
  };
}

/** Number of questions: clamped to 1–50, non-numeric gives 1 (spec 002 §5). */
export function clampQuestionCount(value: unknown): number {
  const n = Math.trunc(Number(value));
  if (!Number.isFinite(n)) {
    return CLASSROOM_LIMITS.questionsMin;
  }
  return Math.min(CLASSROOM_LIMITS.questionsMax, Math.max(CLASSROOM_LIMITS.questionsMin, n));
}

/** Time limit: 10–300 s, 60 when blank (spec 002 §5). */
export function clampTimeLimit(value: unknown): number {
  if (value === '' || value === null || value === undefined) {
    return CLASSROOM_LIMITS.defaultTimeLimit;
  }
  const n = Math.trunc(Number(value));
  if (!Number.isFinite(n)) {
    return CLASSROOM_LIMITS.defaultTimeLimit;
  }
  return Math.min(CLASSROOM_LIMITS.timeLimitMax, Math.max(CLASSROOM_LIMITS.timeLimitMin, n));
}

/** Builder validation (spec 002 §5): the first problem per field, or none. */
export function validateQuizDraft(draft: {
  title: string;
  questions: readonly { text: string; options: Record<OptionLetter, string> }[];
}): { title?: string; questions: ({ text?: string; options?: string } | undefined)[] } {
  const problems: { title?: string; questions: ({ text?: string; options?: string } | undefined)[] } = {
    questions: [],
  };
  if (draft.title.trim() === '') {
    problems.title = CLASSROOM_MESSAGES.titleRequired;
  }
  problems.questions = draft.questions.map((question) => {
    const found: { text?: string; options?: string } = {};
    if (question.text.trim() === '') {
      found.text = CLASSROOM_MESSAGES.questionTextRequired;
    }
    const values = Object.values(question.options);
    if (values.some((value) => value.length > 0 && value.trim() === '')) {
      found.options = CLASSROOM_MESSAGES.whitespaceOption;
    } else if (values.filter((value) => value.trim() !== '').length < 2) {
      found.options = CLASSROOM_MESSAGES.twoOptions;
    }
    return found.text || found.options ? found : undefined;
  });
  return problems;
}
