import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyImport, checkImportFile, normaliseExamImport, parseExamImport, previewOf } from './examImport';
import type { ExamImport } from './examImport';
import { emptyExamForm, validateExamForm } from '../exams';

// The same fixture files the HTTP tests post (system/src/fixtures/exam-import).
const FIXTURES = path.resolve(import.meta.dirname, '../../../system/src/fixtures/exam-import');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name), 'utf8');

let counter = 0;
const newId = (prefix: 'q' | 'p') => `${prefix}-gen${++counter}`;

function imported(text: string): ExamImport {
  const result = parseExamImport(text, newId);
  if (!result.success) {
    throw new Error(result.message);
  }
  return result.data;
}

function failure(text: string): string {
  const result = parseExamImport(text, newId);
  return result.success ? 'no error' : result.message;
}

describe('JSON import layouts (spec 002 §5)', () => {
  it('given a questions array, then every default of §5 and the extras', () => {
    const data = imported(fixture('questions-layout.json'));
    expect(data.title).toBe('Maths Practice 1');
    expect(data.description).toBe('Mixed arithmetic');
    expect(data.extras).toEqual({
      totalQuestions: 4,
      passingScore: 70,
      targetYear: 'Year 6',
      examShortName: 'MP1',
      imageBasePath: '/images/mp1',
      glAssessmentStyle: true,
    });
    const [first, second, third, fourth] = data.questions;
    // answer from "answer" as option text -> letter; blanks dropped; marks from score; hint; subject
    expect(first).toMatchObject({
      id: 'm1',
      type: 'multiple-choice',
      options: ['54', '56', '58'],
      correctAnswer: 'B',
      marks: 2,
      explanation: 'Think of 7 x 7 + 7.',
      category: 'Multiplication',
      difficulty: 'medium',
    });
    expect(second).toMatchObject({
      type: 'true-false',
      options: [],
      correctAnswer: 'True',
      category: 'General',
      difficulty: 'easy',
      marks: 1,
      explanation: null,
    });
    expect(second!.id).toMatch(/^q-gen/);
    expect(third).toMatchObject({ type: 'short-answer', correctAnswer: '1/2', marks: 1 });
    // marks are kept within 1–10
    expect(fourth).toMatchObject({ id: 'm4', correctAnswer: 'C', marks: 10, explanation: 'Compare tenths.' });
  });

  it('given a sections array, then the questions are flattened in order', () => {
    const data = imported(fixture('sections-layout.json'));
    expect(data.questions.map((q) => [q.question, q.correctAnswer, q.category])).toEqual([
      ['A word meaning happy?', 'B', 'General'],
      ['A word meaning big?', 'A', 'General'],
      ['The opposite of hot?', 'B', 'Antonyms'],
    ]);
    expect(data.passages).toEqual([]);
  });

  it('given a passages array, then questions are flattened carrying their passage', () => {
    const data = imported(fixture('passages-layout.json'));
    expect(data.passages).toHaveLength(2);
    expect(data.passages[0]).toEqual({
      id: 'sea',
      title: 'The Sea',
      author: 'A. Writer',
      text: 'The sea was calm.\nGulls circled overhead.',
    });
    expect(data.passages[1]!.id).toMatch(/^p-gen/);
    expect(data.questions).toHaveLength(3);
    expect(data.questions[1]).toMatchObject({
      type: 'short-answer',
      correctAnswer: 'Gulls',
      passageId: 'sea',
      passageTitle: 'The Sea',
      passageAuthor: 'A. Writer',
      passageText: 'The sea was calm.\nGulls circled overhead.',
    });
    expect(data.questions[2]).toMatchObject({
      passageId: data.passages[1]!.id,
      passageTitle: 'The Hill',
      correctAnswer: 'True',
    });
  });

  it('given a direct array, then its questions with no title', () => {
    const data = imported(fixture('direct-array.json'));
    expect(data.title).toBeUndefined();
    expect(data.questions.map((q) => [q.type, q.correctAnswer])).toEqual([
      ['multiple-choice', 'B'],
      ['essay', ''],
    ]);
  });

  it('given top-level passages referenced by questions, then their text is filled in', () => {
    const result = normaliseExamImport(
      {
        passages: [{ id: 'p9', title: 'Poem', author: 'X', text: ['line one', 'line two'] }],
        questions: [{ question: 'Q?', type: 'essay', passageId: 'p9' }],
      },
      newId,
    );
    expect(result.success && result.data.questions[0]).toMatchObject({
      passageId: 'p9',
      passageTitle: 'Poem',
      passageText: 'line one\nline two',
    });
  });

  it('given an answer naming no option, then it is kept as written for the form to flag', () => {
    const data = imported(JSON.stringify([{ question: 'Q', options: ['a', 'b'], correctAnswer: 'E' }]));
    expect(data.questions[0]!.correctAnswer).toBe('E');
    expect(validateExamForm({ title: 'T', questions: data.questions }).success).toBe(false);
  });

  it('given repeated ids, then later ones get fresh ids', () => {
    const data = imported(
      JSON.stringify([
        { id: 'a', question: 'One', type: 'essay' },
        { id: 'a', question: 'Two', type: 'essay' },
      ]),
    );
    expect(data.questions[0]!.id).toBe('a');
    expect(data.questions[1]!.id).not.toBe('a');
  });

  it('given every layout fixture, then the result passes the exam form rules once titled', () => {
    for (const name of [
      'questions-layout.json',
      'sections-layout.json',
      'passages-layout.json',
      'direct-array.json',
    ]) {
      const data = imported(fixture(name));
      const checked = validateExamForm(applyImport({ ...emptyExamForm(), title: 'Imported' }, data));
      expect(checked.success, name).toBe(true);
    }
  });
});

describe('JSON import messages (spec 002 §5)', () => {
  it.each([
    ['invalid-json.json', /^Invalid JSON format: .+/],
    ['root-not-object.json', /^Invalid JSON: Root must be an object$/],
    ['no-layout.json', /^Invalid JSON: The file must contain a "questions", "sections" or "passages" array$/],
    ['no-questions.json', /^No valid questions found in JSON$/],
    ['question-not-object.json', /^Question 2: Must be an object$/],
    ['question-missing-text.json', /^Question 2: Missing or invalid "question" field$/],
  ])('given %s, then %s', (name, message) => {
    expect(failure(fixture(name))).toMatch(message);
  });

  it('given a number or null at the root, then the root message', () => {
    expect(failure('42')).toBe('Invalid JSON: Root must be an object');
    expect(failure('null')).toBe('Invalid JSON: Root must be an object');
  });

  it('given a byte-order mark, then it still parses', () => {
    expect(parseExamImport('\uFEFF[{"question":"Q","type":"essay"}]', newId).success).toBe(true);
  });

  it('given a question that is a number, then "Missing or invalid"', () => {
    expect(failure('[{"question": 5}]')).toBe('Question 1: Missing or invalid "question" field');
  });
});

describe('checkImportFile', () => {
  it.each([
    [{ name: 'exam.json', size: 10 }, null],
    [{ name: 'EXAM.JSON', size: 10 }, null],
    [{ name: 'exam.txt', type: 'application/json', size: 10 }, null],
    [{ name: 'notes.txt', type: 'text/plain', size: 10 }, 'Please select a JSON file (.json)'],
    [{ name: 'exam.json', size: 10 * 1024 * 1024 }, null],
    [
      { name: 'exam.json', size: 10 * 1024 * 1024 + 1 },
      'File is too large. Please select a file smaller than 10MB',
    ],
  ])('given %j, then %j', (file, expected) => {
    expect(checkImportFile(file)).toBe(expected);
  });
});

describe('previewOf', () => {
  it('given an import, then the first 3 questions cut at 100 characters', () => {
    const data = imported(fixture('questions-layout.json'));
    const preview = previewOf(data);
    expect(preview.questionCount).toBe(4);
    expect(preview.title).toBe('Maths Practice 1');
    expect(preview.questions).toHaveLength(3);
    expect(preview.questions[0]!.question).toBe(`${data.questions[0]!.question.slice(0, 100)}...`);
    expect(preview.questions[0]!.question).toHaveLength(103);
    expect(preview.questions[1]!.question).toBe('Is 17 a prime number?');
  });
});

describe('applyImport', () => {
  it('given a form, then questions and passages replaced, a blank title filled, extras and passing score carried', () => {
    const data = imported(fixture('questions-layout.json'));
    const next = applyImport({ ...emptyExamForm(), questions: [{ question: 'old' }], totalMarks: 9 }, data);
    expect(next.title).toBe('Maths Practice 1');
    expect(next.questions).toHaveLength(4);
    expect(next.totalMarks).toBeNull();
    expect(next).toMatchObject({ passingScore: 70, examShortName: 'MP1', glAssessmentStyle: true });
    expect(applyImport({ ...emptyExamForm(), title: 'Mine' }, data).title).toBe('Mine');
  });
});

describe('exam settings in an imported file', () => {
  const questions = [{ question: 'Which word means "happy"?', options: ['sad', 'glad'], answer: 'B' }];

  it('given a subject, difficulty, year and duration in the file, then the form takes them', () => {
    const result = normaliseExamImport({
      subject: 'Verbal Reasoning',
      difficulty: 'Hard',
      targetYear: 'Year 5',
      duration: '45',
      questions,
    });
    expect(result.success && result.data.exam).toEqual({
      examType: 'verbal-reasoning',
      difficulty: 'hard',
      grade: 'year-5',
      duration: 45,
    });
    const form = applyImport(emptyExamForm(), (result as { data: ExamImport }).data);
    expect(form).toMatchObject({
      examType: 'verbal-reasoning',
      difficulty: 'hard',
      grade: 'year-5',
      duration: 45,
    });
  });

  it('given values that are not choices of the form, then they are left out and the defaults stay', () => {
    const result = normaliseExamImport({
      examType: 'history',
      difficulty: 'brutal',
      duration: 500,
      questions,
    });
    expect(result.success && result.data.exam).toBeUndefined();
    const form = applyImport(emptyExamForm(), (result as { data: ExamImport }).data);
    expect(form).toMatchObject({ examType: emptyExamForm().examType, duration: emptyExamForm().duration });
  });
});
