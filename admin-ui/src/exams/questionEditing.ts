import { letterIndex, optionLetter, type QuestionType } from '@portal/contracts';
import { newId, type QuestionDraft } from './examFormModel';
import { parseMarks } from './examFormNumbers';

/** Editing a question: its type, its options and answer, what it becomes when saved, its order. */

/** The options a correct answer may be chosen from: the non-blank ones, with their letters. */
export function answerChoices(options: readonly string[]): { letter: string; text: string }[] {
  return options
    .map((text, index) => ({ letter: optionLetter(index), text: text.trim() }))
    .filter((choice) => choice.text !== '');
}

/** A new type keeps what still fits: options for multiple-choice, True/False, or a text answer. */
export function changeQuestionType(draft: QuestionDraft, type: QuestionType): QuestionDraft {
  if (type === draft.type) {
    return draft;
  }
  switch (type) {
    case 'multiple-choice': {
      const options = draft.options.length >= 2 ? draft.options : ['', '', '', ''];
      const valid = answerChoices(options).some((choice) => choice.letter === draft.correctAnswer);
      return { ...draft, type, options, correctAnswer: valid ? draft.correctAnswer : '' };
    }
    case 'true-false':
      return {
        ...draft,
        type,
        correctAnswer: draft.correctAnswer === 'False' ? 'False' : 'True',
      };
    case 'short-answer':
    case 'fill-in-blank':
      return {
        ...draft,
        type,
        correctAnswer:
          draft.type === 'short-answer' || draft.type === 'fill-in-blank' ? draft.correctAnswer : '',
      };
    case 'essay':
      return { ...draft, type, correctAnswer: '' };
  }
}

/** Removes option `index`; the correct letter follows its option, or is cleared with it. */
export function removeOption(draft: QuestionDraft, index: number): QuestionDraft {
  const options = draft.options.filter((_, position) => position !== index);
  const correct = letterIndex(draft.correctAnswer);
  let correctAnswer = draft.correctAnswer;
  if (correct === index) {
    correctAnswer = '';
  } else if (correct > index) {
    correctAnswer = optionLetter(correct - 1);
  }
  return { ...draft, options, correctAnswer };
}

export function setOption(draft: QuestionDraft, index: number, text: string): QuestionDraft {
  const options = draft.options.map((option, position) => (position === index ? text : option));
  // an option emptied while it was the answer is no longer a valid answer
  const correctAnswer =
    letterIndex(draft.correctAnswer) === index && text.trim() === '' ? '' : draft.correctAnswer;
  return { ...draft, options, correctAnswer };
}

/**
 * The question as it is saved: trimmed text, marks 1–10, blank options dropped (the correct letter
 * moves with its option), no options outside multiple-choice, no answer for an essay.
 */
export function finaliseQuestion(draft: QuestionDraft): QuestionDraft {
  const base = {
    ...draft,
    question: draft.question.trim(),
    marks: parseMarks(draft.marks),
    explanation: draft.explanation.trim(),
    category: draft.category.trim() || 'general',
  };
  switch (draft.type) {
    case 'multiple-choice': {
      const choices = answerChoices(draft.options);
      const position = choices.findIndex((choice) => choice.letter === draft.correctAnswer);
      return {
        ...base,
        options: choices.map((choice) => choice.text),
        correctAnswer: position >= 0 ? optionLetter(position) : '',
      };
    }
    case 'true-false':
      return { ...base, options: [], correctAnswer: draft.correctAnswer === 'False' ? 'False' : 'True' };
    case 'short-answer':
    case 'fill-in-blank':
      return { ...base, options: [], correctAnswer: draft.correctAnswer.trim() };
    case 'essay':
      return { ...base, options: [], correctAnswer: '' };
  }
}

/** A question read back for editing: multiple-choice shows at least its four option rows. */
export function questionForEditing(question: QuestionDraft): QuestionDraft {
  if (question.type !== 'multiple-choice' || question.options.length >= 4) {
    return { ...question, options: [...question.options] };
  }
  return {
    ...question,
    options: [...question.options, ...Array<string>(4 - question.options.length).fill('')],
  };
}

/** The answer as a person reads it: "B. 42" for multiple-choice, the text otherwise. */
export function answerLabel(question: Pick<QuestionDraft, 'type' | 'options' | 'correctAnswer'>): string {
  if (!question.correctAnswer) {
    return '';
  }
  if (question.type === 'multiple-choice') {
    const option = question.options[letterIndex(question.correctAnswer)];
    return option ? `${question.correctAnswer}. ${option}` : question.correctAnswer;
  }
  return question.correctAnswer;
}

export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) {
    return next;
  }
  next.splice(to, 0, moved);
  return next;
}

/** A copy of question `index` right after it, with its own id. */
export function duplicateQuestion(
  questions: readonly QuestionDraft[],
  index: number,
  id: string = newId('q'),
): QuestionDraft[] {
  const original = questions[index];
  if (!original) {
    return [...questions];
  }
  const next = [...questions];
  next.splice(index + 1, 0, { ...original, id, options: [...original.options] });
  return next;
}
