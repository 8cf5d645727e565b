export const examsStreams = {
  exam: (examId: string) => `exam-${examId}`,
  /** stream ids carry no '.' (read models key revisions by stream id): 'question-<uuid>.png' -> '…-png' */
  questionImage: (filename: string) => `question-image-${filename.replace(/[.$]/g, '-')}`,
} as const;
