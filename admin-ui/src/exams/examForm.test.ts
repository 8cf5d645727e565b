import { describe, expect, it } from 'vitest';
import { parseExamImport, validateExamForm, type Exam } from '@portal/contracts';
import {
  answerChoices,
  answerLabel,
  applyImportToForm,
  changeQuestionType,
  createFailedMessage,
  duplicateQuestion,
  emptyExamForm,
  emptyQuestion,
  examFigures,
  examFormProblem,
  examFormValuesOf,
  examRequestOf,
  finaliseQuestion,
  imageFileProblem,
  keptFieldsOf,
  linkPassage,
  moveItem,
  paragraphsOf,
  parseDuration,
  parseMarks,
  parsePassingScore,
  passageClipboardText,
  questionForEditing,
  removeOption,
  removePassage,
  setOption,
  syncPassage,
  totalMarksOf,
  truncate,
  updateFailedMessage,
  uploadedImageName,
  type ExamFormValues,
  type PassageDraft,
  type QuestionDraft,
} from './examForm';

/** A checked request as the server stores and answers it (the fields it adds filled in). */
const storedExamOf = (
  data: Extract<ReturnType<typeof validateExamForm>, { success: true }>['data'],
): Exam => ({
  ...data,
  id: 'exam-1',
  tutorId: 't-1',
  questionCount: 1,
  timeLimit: 60,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const question = (overrides: Partial<QuestionDraft> = {}): QuestionDraft => ({
  ...emptyQuestion(overrides.id ?? 'q-1'),
  question: 'What is 6 × 7?',
  options: ['40', '42', '44', '48'],
  correctAnswer: 'B',
  ...overrides,
});

const passage: PassageDraft = {
  id: 'p-1',
  title: 'The Lighthouse',
  author: 'A. Keeper',
  text: 'First paragraph.\n\nSecond paragraph.\n',
};

const form = (overrides: Partial<ExamFormValues> = {}): ExamFormValues => ({
  ...emptyExamForm(),
  title: 'Times tables',
  questions: [question()],
  ...overrides,
});

describe('the exam form defaults (spec 002 §9)', () => {
  it('starts with mathematics, medium, 60 minutes, year 6, 60 %, the timer on and nothing else', () => {
    const values = emptyExamForm();
    expect(values).toMatchObject({
      examType: 'mathematics',
      difficulty: 'medium',
      duration: '60',
      grade: 'year-6',
      passingScore: '60',
      totalMarks: '',
      settings: { allowCalculator: false, allowNotes: false, showTimer: true, preventBacktrack: false },
      isActive: true,
      questions: [],
      passages: [],
    });
  });

  it('starts a question as multiple-choice with four blank options, 1 mark, general, medium', () => {
    expect(emptyQuestion('q-9')).toMatchObject({
      id: 'q-9',
      type: 'multiple-choice',
      options: ['', '', '', ''],
      correctAnswer: '',
      marks: 1,
      category: 'general',
      difficulty: 'medium',
    });
  });
});

describe('numbers typed into the form', () => {
  it('keeps a duration within 15–180 and reads anything else as 60', () => {
    expect(parseDuration('45')).toBe(45);
    expect(parseDuration('5')).toBe(15);
    expect(parseDuration('500')).toBe(180);
    expect(parseDuration('abc')).toBe(60);
    expect(parseDuration('')).toBe(60);
  });

  it('keeps marks within 1–10 and reads anything else as 1', () => {
    expect(parseMarks('3')).toBe(3);
    expect(parseMarks('0')).toBe(1);
    expect(parseMarks('12')).toBe(10);
    expect(parseMarks('two')).toBe(1);
    expect(parseMarks(4)).toBe(4);
  });

  it('reads a passing score as a whole percent, or null when blank', () => {
    expect(parsePassingScore('70')).toBe(70);
    expect(parsePassingScore('')).toBeNull();
    expect(parsePassingScore('150')).toBe(100);
  });

  it('totals the marks of the questions when the total is left blank', () => {
    const questions = [question({ marks: 2 }), question({ id: 'q-2', marks: 3 })];
    expect(totalMarksOf({ totalMarks: '', questions })).toBe(5);
    expect(totalMarksOf({ totalMarks: '20', questions })).toBe(20);
    expect(totalMarksOf({ totalMarks: 'x', questions })).toBe(5);
  });
});

describe('multiple-choice answers', () => {
  it('offers only the options that are filled in, with their letters', () => {
    expect(answerChoices(['Red', ' ', 'Blue', ''])).toEqual([
      { letter: 'A', text: 'Red' },
      { letter: 'C', text: 'Blue' },
    ]);
  });

  it('drops blank options on save and moves the letter with its option', () => {
    const saved = finaliseQuestion(question({ options: ['', 'Cat', '', 'Dog'], correctAnswer: 'D' }));
    expect(saved.options).toEqual(['Cat', 'Dog']);
    expect(saved.correctAnswer).toBe('B');
  });

  it('clears the answer when its option is emptied or removed, and shifts later letters', () => {
    const draft = question({ correctAnswer: 'C' });
    expect(setOption(draft, 2, '  ').correctAnswer).toBe('');
    expect(setOption(draft, 0, 'thirty').correctAnswer).toBe('C');
    expect(removeOption(draft, 2).correctAnswer).toBe('');
    expect(removeOption(draft, 0)).toMatchObject({ options: ['42', '44', '48'], correctAnswer: 'B' });
    expect(removeOption(draft, 3).correctAnswer).toBe('C');
  });

  it('reads the answer as a person would: letter and option', () => {
    expect(answerLabel(question())).toBe('B. 42');
    expect(answerLabel({ type: 'short-answer', options: [], correctAnswer: 'Paris' })).toBe('Paris');
  });

  it('shows at least four option rows when a saved question is edited', () => {
    expect(questionForEditing(question({ options: ['Yes', 'No'] })).options).toEqual(['Yes', 'No', '', '']);
  });
});

describe('changing a question type', () => {
  it('offers True/False for true-false, with True chosen first', () => {
    const changed = changeQuestionType(question(), 'true-false');
    expect(changed.correctAnswer).toBe('True');
    expect(finaliseQuestion(changed)).toMatchObject({ options: [], correctAnswer: 'True' });
  });

  it('gives an essay no answer and short answers a text answer', () => {
    expect(finaliseQuestion(changeQuestionType(question(), 'essay'))).toMatchObject({
      options: [],
      correctAnswer: '',
    });
    const short = changeQuestionType(question(), 'short-answer');
    expect(short.correctAnswer).toBe('');
    expect(finaliseQuestion({ ...short, correctAnswer: ' 42 ' }).correctAnswer).toBe('42');
  });

  it('returns to four blank options when a question becomes multiple-choice again', () => {
    const back = changeQuestionType({ ...question(), type: 'essay', options: [] }, 'multiple-choice');
    expect(back.options).toEqual(['', '', '', '']);
    expect(back.correctAnswer).toBe('');
  });
});

describe('the question list', () => {
  it('moves a question from one place to another', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
  });

  it('puts a duplicate right after the original, with its own id', () => {
    const list = [question(), question({ id: 'q-2', question: 'Second' })];
    const next = duplicateQuestion(list, 0, 'q-copy');
    expect(next.map((item) => item.id)).toEqual(['q-1', 'q-copy', 'q-2']);
    expect(next[1]?.question).toBe(list[0]?.question);
    expect(next[1]?.options).not.toBe(list[0]?.options);
  });
});

describe('passages', () => {
  it('splits the text into paragraphs by line', () => {
    expect(paragraphsOf(passage.text)).toEqual(['First paragraph.', 'Second paragraph.']);
  });

  it('links a question to a passage, follows its edits and unlinks it when deleted', () => {
    const linked = linkPassage(question(), passage);
    expect(linked).toMatchObject({
      passageId: 'p-1',
      passageTitle: 'The Lighthouse',
      passageAuthor: 'A. Keeper',
    });
    const renamed = syncPassage([linked], { ...passage, title: 'The Old Lighthouse' });
    expect(renamed[0]?.passageTitle).toBe('The Old Lighthouse');
    const after = removePassage({ passages: [passage], questions: [linked] }, 'p-1');
    expect(after.passages).toEqual([]);
    expect(after.questions[0]).toMatchObject({ passageId: '', passageTitle: '', passageText: '' });
  });

  it('copies title, author and paragraphs', () => {
    expect(passageClipboardText(passage)).toBe(
      'The Lighthouse\nby A. Keeper\n\nFirst paragraph.\n\nSecond paragraph.',
    );
  });
});

describe('the checks before saving (spec 002 §5)', () => {
  it('asks for a title first, then at least one question', () => {
    expect(examFormProblem(form({ title: '  ' }), 'create')).toBe('Please enter an exam title');
    expect(examFormProblem(form({ questions: [] }), 'create')).toBe(
      'Please add at least one question to the exam',
    );
    expect(examFormProblem(form(), 'create')).toBeNull();
  });

  it('counts the questions without text on create', () => {
    const values = form({
      questions: [question(), question({ id: 'q-2', question: '' }), question({ id: 'q-3', question: ' ' })],
    });
    expect(examFormProblem(values, 'create')).toBe(
      'Found 2 questions without text. Please check your questions.',
    );
    expect(examFormProblem(values, 'edit')).toBeNull();
  });

  it('words failures as the spec does', () => {
    expect(createFailedMessage('Title taken', 'x')).toBe('Failed to create exam: Title taken');
    expect(createFailedMessage(undefined, 'Question 1: Please choose the correct answer')).toBe(
      'Failed to create exam: Question 1: Please choose the correct answer',
    );
    expect(createFailedMessage(undefined, undefined)).toBe(
      'Failed to create exam: Network error. Please check server connection.',
    );
    expect(updateFailedMessage('Exam not found')).toBe('Failed to update exam: Exam not found');
  });
});

describe('the request sent to the server', () => {
  it('parses the numbers, sums the marks and passes the shared validation', () => {
    const values = form({
      duration: 'soon',
      passingScore: '',
      passages: [passage],
      questions: [
        linkPassage(question({ marks: 2, options: ['40', '', '42', ''], correctAnswer: 'C' }), passage),
        question({ id: 'q-2', type: 'true-false', options: [], correctAnswer: 'False' }),
      ],
    });
    const request = examRequestOf(values, { isCustom: true });
    expect(request).toMatchObject({
      duration: 60,
      passingScore: null,
      totalMarks: 3,
      isActive: true,
      isCustom: true,
    });
    expect(request.questions?.[0]).toMatchObject({
      options: ['40', '42'],
      correctAnswer: 'B',
      passageId: 'p-1',
    });
    const checked = validateExamForm(request);
    expect(checked.success).toBe(true);
  });

  it('reads a stored exam back into the form and sends it again unchanged', () => {
    const request = examRequestOf(form({ passages: [passage] }));
    const checked = validateExamForm(request);
    if (!checked.success) {
      throw new Error(JSON.stringify(checked.errors));
    }
    const exam = storedExamOf(checked.data);
    const again = examRequestOf(examFormValuesOf(exam), keptFieldsOf(exam));
    expect(validateExamForm(again)).toEqual(checked);
  });
});

describe('an import (spec 002 §2.4)', () => {
  it('replaces questions and passages, fills a blank title and keeps the extras', () => {
    const parsed = parseExamImport(
      JSON.stringify({
        title: 'Reading Paper 1',
        passingScore: 70,
        targetYear: 'Year 6',
        passages: [
          {
            id: 'p-9',
            title: 'Moonrise',
            author: 'B.',
            text: 'One.\nTwo.',
            questions: [{ question: 'Why?', type: 'short-answer', answer: 'Because' }],
          },
        ],
      }),
    );
    if (!parsed.success) {
      throw new Error(parsed.message);
    }
    const { values, kept } = applyImportToForm(form({ title: '' }), { isCustom: true }, parsed.data);
    expect(values.title).toBe('Reading Paper 1');
    expect(values.passingScore).toBe('70');
    expect(values.questions).toHaveLength(1);
    expect(values.questions[0]).toMatchObject({
      passageId: 'p-9',
      passageTitle: 'Moonrise',
      correctAnswer: 'Because',
    });
    expect(values.passages.map((item) => item.id)).toEqual(['p-9']);
    expect(kept).toEqual({ isCustom: true, targetYear: 'Year 6' });
    // a title already typed stays
    expect(applyImportToForm(form({ title: 'Mine' }), {}, parsed.data).values.title).toBe('Mine');
  });
});

describe('files', () => {
  it('takes JPEG, PNG, GIF, WebP and SVG images up to 5 MB', () => {
    expect(imageFileProblem({ name: 'a.png', type: 'image/png', size: 1000 })).toBeNull();
    expect(imageFileProblem({ name: 'a.svg', type: 'image/svg+xml', size: 1000 })).toBeNull();
    expect(imageFileProblem({ name: 'a.pdf', type: 'application/pdf', size: 1000 })).toBe(
      'Please select a valid image file (JPEG, PNG, GIF, WebP, or SVG)',
    );
    expect(imageFileProblem({ name: 'a.jpg', type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe(
      'Image size must be less than 5MB',
    );
  });

  it('deletes only images this console uploaded', () => {
    expect(uploadedImageName('/uploads/question-images/question-abc.png')).toBe('question-abc.png');
    expect(uploadedImageName('https://cdn.example/images/diagram-3.png')).toBeNull();
    expect(uploadedImageName('')).toBeNull();
  });

  it('cuts long text for previews', () => {
    expect(truncate('x'.repeat(120), 100)).toBe(`${'x'.repeat(100)}...`);
    expect(truncate('short')).toBe('short');
  });
});

describe('the statistics cards', () => {
  it('counts exams, custom ones, active ones and the average duration', () => {
    expect(
      examFigures([
        { duration: 30, isCustom: true, isActive: true },
        { duration: 45, isCustom: false, isActive: false },
        { duration: 60, isCustom: true, isActive: true },
      ]),
    ).toEqual({ total: 3, custom: 2, averageDuration: 45, active: 2 });
    expect(examFigures([])).toEqual({ total: 0, custom: 0, averageDuration: 0, active: 0 });
  });
});

describe('"Available for practice" (issue 16)', () => {
  it('given a new exam, then the switch is off and the request says so', () => {
    expect(emptyExamForm().availableForPractice).toBe(false);
    const checked = validateExamForm(examRequestOf(form()));
    expect(checked.success && checked.data.availableForPractice).toBe(false);
  });

  it('when the tutor switches it on, then the request and the stored exam carry it, and editing reads it back', () => {
    const request = examRequestOf(form({ availableForPractice: true }));
    expect(request.availableForPractice).toBe(true);
    const checked = validateExamForm(request);
    if (!checked.success) {
      throw new Error(JSON.stringify(checked.errors));
    }
    expect(checked.data.availableForPractice).toBe(true);
    const exam = storedExamOf(checked.data);
    expect(examFormValuesOf(exam).availableForPractice).toBe(true);
    // an exam stored before the choice existed reads as off
    const { availableForPractice: _omitted, ...older } = exam;
    expect(examFormValuesOf(older).availableForPractice).toBe(false);
  });

  it('given anything but true (a string, a number), then the shared validation stores off', () => {
    for (const value of ['true', 1, 'yes', null]) {
      const checked = validateExamForm({ ...examRequestOf(form()), availableForPractice: value });
      expect(checked.success && checked.data.availableForPractice).toBe(false);
    }
  });
});
