import { FORM_LIMITS, type ExamFormValues } from './examFormModel';
import { UI_MESSAGES, questionsWithoutText } from './examMessages';

/** The checks run before an exam is sent, and before a question image is uploaded (spec 002 §5). */

/** The checks before a save, in the spec's order; null when the exam may be sent. */
export function examFormProblem(values: ExamFormValues, mode: 'create' | 'edit'): string | null {
  if (!values.title.trim()) {
    return UI_MESSAGES.titleRequired;
  }
  if (values.questions.length === 0) {
    return UI_MESSAGES.noQuestions;
  }
  if (mode === 'create') {
    const blank = values.questions.filter((question) => !question.question.trim()).length;
    if (blank > 0) {
      return questionsWithoutText(blank);
    }
  }
  return null;
}

export interface FileFacts {
  name: string;
  type: string;
  size: number;
}

const IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp', 'image/svg+xml'];
const IMAGE_EXTENSIONS = /\.(jpe?g|png|gif|webp|svg)$/i;

/** Spec 002 §5: JPEG, PNG, GIF, WebP or SVG, at most 5 MB. */
export function imageFileProblem(file: FileFacts): string | null {
  const typeOk = file.type ? IMAGE_TYPES.includes(file.type.toLowerCase()) : IMAGE_EXTENSIONS.test(file.name);
  if (!typeOk) {
    return UI_MESSAGES.imageWrongType;
  }
  if (file.size > FORM_LIMITS.imageMaxBytes) {
    return UI_MESSAGES.imageTooLarge;
  }
  return null;
}

/** The file name of an image this console uploaded (only those are deleted from the server). */
export function uploadedImageName(imagePath: string): string | null {
  const name = imagePath.split(/[?#]/)[0]?.split('/').pop() ?? '';
  return name.startsWith('question-') ? decodeURIComponent(name) : null;
}
