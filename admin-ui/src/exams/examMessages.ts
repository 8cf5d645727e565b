/** The exam screens' notices, verbatim from spec 002 §9, and their toast durations. */

export const UI_MESSAGES = {
  titleRequired: 'Please enter an exam title',
  noQuestions: 'Please add at least one question to the exam',
  loadFailed: 'Failed to load exams',
  detailFailed: 'Failed to load exam details',
  deleteFailed: 'Failed to delete exam',
  networkError: 'Network error. Please check server connection.',
  questionRequired: 'Please enter a question',
  questionAdded: 'Question added successfully',
  questionUpdated: 'Question updated successfully',
  questionDeleted: 'Question deleted successfully',
  questionDuplicated: 'Question duplicated successfully',
  questionOrder: 'Question order updated',
  imageTooLarge: 'Image size must be less than 5MB',
  imageWrongType: 'Please select a valid image file (JPEG, PNG, GIF, WebP, or SVG)',
  imageUploaded: 'Image uploaded successfully',
  imageUploadFailed: 'Failed to upload image',
  uploadedImageDeleted: 'Uploaded image deleted successfully',
  referencedImageRemoved: 'Referenced image removed from question',
  imageRemoved: 'Image removed from question',
  passageUpdated: 'Passage updated successfully',
  passageDeleted: 'Passage deleted',
  passageCopied: 'Passage copied to clipboard',
  passageNotFound: 'Error: Passage not found.',
} as const;

/** Toast durations (spec 002 §9): exam toasts 4 s, question editor toasts 3 s. */
export const EXAM_TOAST_MS = 4000;
export const EDITOR_TOAST_MS = 3000;

export const examCreated = (title: string) => `Exam "${title}" created successfully`;
export const examUpdated = (title: string) => `Exam "${title}" updated successfully`;
export const examDeleted = (title: string) => `Exam "${title}" deleted successfully`;
export const uploadFailed = (message: string) => `Upload failed: ${message}`;
export const questionsWithoutText = (count: number) =>
  `Found ${count} questions without text. Please check your questions.`;

/** 'Failed to create exam: ' + the server's message, else the client's, else the network notice. */
export function createFailedMessage(
  serverMessage: string | undefined,
  clientMessage: string | undefined,
): string {
  const reason = serverMessage?.trim() || clientMessage?.trim() || UI_MESSAGES.networkError;
  return `Failed to create exam: ${reason}`;
}

export function updateFailedMessage(message: string | undefined): string {
  return `Failed to update exam: ${message?.trim() || UI_MESSAGES.networkError}`;
}
