import { describe, expect, it } from 'vitest';
import {
  CreateExamRequest,
  EXAM_MESSAGES,
  EXAMS_PERSONAL_DATA,
  ExamsEvent,
  emptyExamForm,
  emptyQuestionForm,
  stripAnswers,
  toAnswerLetter,
  toTrueFalse,
  validateExamForm,
} from './exams';
import type { ExamContent, ExamForm, QuestionForm } from './exams';

const question = (overrides: QuestionForm = {}): QuestionForm => ({
  question: 'What is 2 + 2?',
  options: ['3', '4', '5'],
  correctAnswer: 'B',
  ...overrides,
});

const form = (overrides: ExamForm = {}): ExamForm => ({
  title: 'Fractions',
  questions: [question()],
  ...overrides,
});

function valid(input: ExamForm): ExamContent {
  const result = validateExamForm(input);
  if (!result.success) {
    throw new Error(JSON.stringify(result.errors));
  }
  return result.data;
}

function messages(input: unknown): Record<string, string> {
  const result = validateExamForm(input);
  return result.success ? {} : Object.fromEntries(result.errors.map((error) => [error.field, error.message]));
}

describe('multiple-choice answers are stored as letters (spec 002 §5)', () => {
  const options = ['Paris', 'London', 'Rome'];
  it.each([
    ['A', 'A'],
    ['C', 'C'],
    ['London', 'B'],
    [' rome ', 'C'],
    ['b', 'B'],
    ['', ''],
    [null, ''],
    ['D', null],
    ['Berlin', null],
    ['z', null],
  ])('given %j, then %j', (answer, expected) => {
    expect(toAnswerLetter(answer, options)).toBe(expected);
  });

  it('given an option whose text is a capital letter, then a capital letter still means the position', () => {
    expect(toAnswerLetter('A', ['B', 'A'])).toBe('A');
    expect(toAnswerLetter('a', ['b', 'a'])).toBe('B');
  });

  it('given a number answer, then it matches the option with that text', () => {
    expect(toAnswerLetter(4, ['2', '4', '6'])).toBe('B');
  });

  it.each([
    [true, 'True'],
    ['false', 'False'],
    ['T', 'True'],
    ['no', 'False'],
    ['', ''],
    ['maybe', null],
  ])('true-false %j is %j', (answer, expected) => {
    expect(toTrueFalse(answer)).toBe(expected);
  });
});

describe('validateExamForm (spec 002 §5, §9)', () => {
  it('given only a title and one question, then the defaults of §9', () => {
    const exam = valid(form());
    expect(exam).toMatchObject({
      title: 'Fractions',
      description: '',
      examType: 'mathematics',
      difficulty: 'medium',
      duration: 60,
      grade: 'year-6',
      totalMarks: 1,
      passingScore: 60,
      settings: { allowCalculator: false, allowNotes: false, showTimer: true, preventBacktrack: false },
      isCustom: true,
      isActive: true,
      passages: [],
    });
    expect(exam.questions[0]).toMatchObject({
      type: 'multiple-choice',
      options: ['3', '4', '5'],
      correctAnswer: 'B',
      marks: 1,
      category: 'general',
      difficulty: 'medium',
      explanation: null,
      imagePath: null,
    });
    expect(exam.questions[0]!.id).toMatch(/^q-/);
  });

  it('given a blank title, then "Please enter an exam title"', () => {
    expect(messages(form({ title: '   ' }))).toEqual({ title: EXAM_MESSAGES.titleRequired });
    expect(messages(form({ title: undefined }))).toEqual({ title: 'Please enter an exam title' });
  });

  it('given no questions, then "Please add at least one question to the exam"', () => {
    expect(messages(form({ questions: [] }))).toEqual({
      questions: 'Please add at least one question to the exam',
    });
  });

  it('given two questions without text, then "Found 2 questions without text…"', () => {
    expect(
      messages(form({ questions: [question(), question({ question: ' ' }), question({ question: null })] })),
    ).toEqual({ questions: 'Found 2 questions without text. Please check your questions.' });
  });

  it.each([
    [14, false],
    [15, true],
    [180, true],
    [181, false],
    ['90', true],
  ])('given duration %j, then valid is %s', (duration, ok) => {
    expect(validateExamForm(form({ duration })).success).toBe(ok);
  });

  it('given a non-numeric or blank duration, then 60', () => {
    expect(valid(form({ duration: 'soon' })).duration).toBe(60);
    expect(valid(form({ duration: '' })).duration).toBe(60);
    expect(messages(form({ duration: 200 }))).toEqual({ duration: EXAM_MESSAGES.durationRange });
  });

  it('given marks, then non-numeric is 1, outside 1–10 refused, and the total is their sum', () => {
    const exam = valid(
      form({
        questions: [question({ marks: '3' }), question({ marks: 'many' }), question({ marks: 10 })],
      }),
    );
    expect(exam.questions.map((q) => q.marks)).toEqual([3, 1, 10]);
    expect(exam.totalMarks).toBe(14);
    expect(messages(form({ questions: [question({ marks: 11 })] }))).toEqual({
      'questions.0.marks': 'Question 1: Marks must be between 1 and 10',
    });
    expect(messages(form({ questions: [question({ marks: 0 })] }))['questions.0.marks']).toBeDefined();
  });

  it('given a total, then it is kept; a blank one is the sum', () => {
    expect(valid(form({ totalMarks: 50 })).totalMarks).toBe(50);
    expect(valid(form({ totalMarks: '' })).totalMarks).toBe(1);
    expect(messages(form({ totalMarks: 0 }))).toEqual({ totalMarks: EXAM_MESSAGES.totalMarksInvalid });
  });

  it('given a passing score, then an integer, null when blank, 60 when absent', () => {
    expect(valid(form({ passingScore: '75.9' })).passingScore).toBe(75);
    expect(valid(form({ passingScore: '' })).passingScore).toBeNull();
    expect(valid(form({ passingScore: null })).passingScore).toBeNull();
    expect(valid(form()).passingScore).toBe(60);
    expect(messages(form({ passingScore: 101 }))).toEqual({ passingScore: EXAM_MESSAGES.passingScoreRange });
  });

  it('given a multiple-choice answer as option text, then stored as its letter; blank options dropped', () => {
    const exam = valid(
      form({ questions: [question({ options: ['3', '', ' 4 ', '  '], correctAnswer: '4' })] }),
    );
    expect(exam.questions[0]).toMatchObject({ options: ['3', '4'], correctAnswer: 'B' });
  });

  it('given a letter outside the options, then a validation error naming it', () => {
    expect(messages(form({ questions: [question({ correctAnswer: 'D' })] }))).toEqual({
      'questions.0.correctAnswer': 'Question 1: Correct answer "D" is not one of the options',
    });
    expect(messages(form({ questions: [question({ correctAnswer: '' })] }))).toEqual({
      'questions.0.correctAnswer': 'Question 1: Please choose the correct answer',
    });
    expect(messages(form({ questions: [question({ options: ['only', ''] })] }))).toEqual({
      'questions.0.options': 'Question 1: A multiple-choice question needs at least two options',
    });
  });

  it('given other types, then options are dropped and answers normalised', () => {
    const exam = valid(
      form({
        questions: [
          question({ type: 'true-false', correctAnswer: 'true' }),
          question({ type: 'short-answer', correctAnswer: ' 4 ' }),
          question({ type: 'essay', correctAnswer: null }),
          question({ type: 'fill_in_blank', correctAnswer: 'four' }),
        ],
      }),
    );
    expect(exam.questions.map((q) => [q.type, q.options, q.correctAnswer])).toEqual([
      ['true-false', [], 'True'],
      ['short-answer', [], '4'],
      ['essay', [], ''],
      ['fill-in-blank', [], 'four'],
    ]);
    expect(messages(form({ questions: [question({ type: 'true-false', correctAnswer: 'B' })] }))).toEqual({
      'questions.0.correctAnswer': 'Question 1: The correct answer must be True or False',
    });
    expect(messages(form({ questions: [question({ type: 'poem' })] }))).toEqual({
      'questions.0.type': 'Question 1: Please choose a valid question type',
    });
  });

  it('given unknown enums, then field errors', () => {
    expect(messages(form({ examType: 'history', difficulty: 'extreme', grade: 'year-9' }))).toEqual({
      examType: 'Please choose a valid exam type',
      difficulty: 'Please choose a valid difficulty',
      grade: 'Please choose a valid grade',
    });
  });

  it('given repeated or missing ids, then fresh ids; passages fill the questions that name them', () => {
    const exam = valid(
      form({
        passages: [
          { id: 'p1', title: 'The Sea', author: 'Anon', text: 'Waves.\nFoam.' },
          { title: 'Untitled' },
        ],
        questions: [question({ id: 'x' }), question({ id: 'x', passageId: 'p1' })],
      }),
    );
    expect(exam.questions[0]!.id).toBe('x');
    expect(exam.questions[1]!.id).not.toBe('x');
    expect(exam.questions[1]).toMatchObject({
      passageId: 'p1',
      passageTitle: 'The Sea',
      passageAuthor: 'Anon',
      passageText: 'Waves.\nFoam.',
    });
    expect(exam.passages[1]!.id).toMatch(/^p-/);
  });

  it('given settings and extras, then they are kept', () => {
    const exam = valid(
      form({
        settings: { allowCalculator: true, showTimer: false },
        isActive: false,
        totalQuestions: '40',
        targetYear: 'Year 6',
        examShortName: 'GL1',
        imageBasePath: '/img',
        glAssessmentStyle: true,
      }),
    );
    expect(exam.settings).toEqual({
      allowCalculator: true,
      allowNotes: false,
      showTimer: false,
      preventBacktrack: false,
    });
    expect(exam).toMatchObject({
      isActive: false,
      totalQuestions: 40,
      targetYear: 'Year 6',
      examShortName: 'GL1',
      imageBasePath: '/img',
      glAssessmentStyle: true,
    });
  });

  it('given the zod request schema, then the same messages at field paths', () => {
    const result = CreateExamRequest.safeParse({ title: '', questions: [] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['title', 'Please enter an exam title'],
      ['questions', 'Please add at least one question to the exam'],
    ]);
  });

  it('given the empty form and an empty editor question, then §9 defaults and four blank options', () => {
    expect(emptyExamForm()).toMatchObject({ duration: 60, grade: 'year-6', passingScore: 60 });
    expect(emptyQuestionForm().options).toEqual(['', '', '', '']);
  });
});

describe('stripAnswers', () => {
  it('given an exam, then no question keeps its answer or explanation, and the rest is untouched', () => {
    const exam = valid(form({ questions: [question({ explanation: 'Count.' })] }));
    const student = stripAnswers(exam);
    expect(student.questions[0]).not.toHaveProperty('correctAnswer');
    expect(student.questions[0]).not.toHaveProperty('explanation');
    expect(student.questions[0]!.options).toEqual(['3', '4', '5']);
    expect(student.title).toBe('Fractions');
    expect(exam.questions[0]!.correctAnswer).toBe('B');
  });
});

describe('events', () => {
  it('every exams event is registered without personal data', () => {
    const types = ExamsEvent.options.map((option) => option.shape.type.value);
    expect(Object.keys(EXAMS_PERSONAL_DATA).sort()).toEqual([...types].sort());
    expect(Object.values(EXAMS_PERSONAL_DATA).every((entry) => entry === null)).toBe(true);
  });
});
