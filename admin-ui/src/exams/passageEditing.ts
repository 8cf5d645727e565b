import type { ExamFormValues, PassageDraft, QuestionDraft } from './examFormModel';

/** The exam's reading passages and the questions linked to them. */

/** Links a question to one of the exam's passages (or none), copying its title, author and text. */
export function linkPassage(question: QuestionDraft, passage: PassageDraft | undefined): QuestionDraft {
  return {
    ...question,
    passageId: passage?.id ?? '',
    passageTitle: passage?.title ?? '',
    passageAuthor: passage?.author ?? '',
    passageText: passage?.text ?? '',
  };
}

/** After a passage changed: the questions that read it carry its new title, author and text. */
export function syncPassage(questions: readonly QuestionDraft[], passage: PassageDraft): QuestionDraft[] {
  return questions.map((question) =>
    question.passageId === passage.id ? linkPassage(question, passage) : question,
  );
}

/** Removes a passage; its questions stay, unlinked. */
export function removePassage(
  values: Pick<ExamFormValues, 'passages' | 'questions'>,
  passageId: string,
): Pick<ExamFormValues, 'passages' | 'questions'> {
  return {
    passages: values.passages.filter((passage) => passage.id !== passageId),
    questions: values.questions.map((question) =>
      question.passageId === passageId ? linkPassage(question, undefined) : question,
    ),
  };
}

export function paragraphsOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** What "Copy" puts on the clipboard: title, author, then the paragraphs. */
export function passageClipboardText(passage: PassageDraft): string {
  const heading = [passage.title.trim(), passage.author.trim() ? `by ${passage.author.trim()}` : '']
    .filter(Boolean)
    .join('\n');
  return [heading, paragraphsOf(passage.text).join('\n\n')].filter(Boolean).join('\n\n');
}

export function questionsUsingPassage(questions: readonly QuestionDraft[], passageId: string): number {
  return questions.filter((question) => question.passageId === passageId).length;
}
