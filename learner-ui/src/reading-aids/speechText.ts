import { optionLetter, type Passage } from '@portal/contracts';

/** What read-aloud needs of a question, in the exam and the live quiz alike. */
export interface SpokenQuestion {
  question: string;
  type: string;
  /** as the screen shows them: in order (lettered A, B, …) or with their own letters (the quiz) */
  options: readonly string[] | readonly { letter: string; text: string }[];
}

/**
 * The words read aloud for a question (issue 19): where it is, its text, then its options as the
 * screen letters them, so a child hears "B: 15" and finds B. Written answers have no options.
 */
export function questionSpeech(question: SpokenQuestion, number: number, total: number): string {
  const parts = [`Question ${number} of ${total}.`, sentence(question.question)];
  if (question.type === 'multiple-choice') {
    question.options.forEach((option, index) => {
      const [letter, text] =
        typeof option === 'string' ? [optionLetter(index), option] : [option.letter, option.text];
      parts.push(`${letter}: ${sentence(text)}`);
    });
  } else if (question.type === 'true-false') {
    parts.push('True, or false?');
  }
  return parts.join(' ');
}

/** The words read aloud for a passage: its title, its author, then its text. */
export function passageSpeech(passage: Pick<Passage, 'title' | 'author' | 'text'>): string {
  const parts = [sentence(passage.title || 'Reading passage')];
  if (passage.author) {
    parts.push(`By ${sentence(passage.author)}`);
  }
  parts.push(passage.text.trim());
  return parts.join(' ');
}

/** A pause after each piece: synthesisers run "12 15 16" together without one. */
function sentence(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  return /[.!?:;]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
