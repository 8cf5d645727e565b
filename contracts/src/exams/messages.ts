/** The exam's messages (spec 002 §5, §8). */
export const EXAM_MESSAGES = {
  titleRequired: 'Please enter an exam title',
  questionsRequired: 'Please add at least one question to the exam',
  questionsWithoutText: (count: number) =>
    `Found ${count} questions without text. Please check your questions.`,
  questionRequired: 'Please enter a question',
  durationRange: 'Duration must be between 15 and 180 minutes',
  marksRange: 'Marks must be between 1 and 10',
  totalMarksInvalid: 'Total marks must be a whole number of at least 1',
  passingScoreRange: 'Passing score must be between 0 and 100',
  correctAnswerRequired: 'Please choose the correct answer',
  correctAnswerNotAnOption: (answer: string) => `Correct answer "${answer}" is not one of the options`,
  trueFalseAnswer: 'The correct answer must be True or False',
  optionsRequired: 'A multiple-choice question needs at least two options',
  created: (title: string) => `Exam "${title}" created successfully`,
  updated: (title: string) => `Exam "${title}" updated successfully`,
  deleted: (title: string) => `Exam "${title}" deleted successfully`,
  notFound: 'Exam not found',
  imageUploaded: 'Image uploaded successfully',
  imageDeleted: 'Uploaded image deleted successfully',
  imageTooLarge: 'Image size must be less than 5MB',
  imageInvalid: 'Please select a valid image file (JPEG, PNG, GIF, WebP, or SVG)',
  imageRequired: 'Please select an image to upload',
  imageNotFound: 'Image not found',
} as const;

/** Practice of an exam (issue 16): the tutor's choice, never over a schedule of the student's. */
export const PRACTICE_MESSAGES = {
  notOffered: 'Your tutor has not made this exam available for practice',
  scheduled: 'This exam is scheduled for you: take it from your scheduled exams when it opens',
} as const;
