import { describe, expect, it } from 'vitest';
import type { Question } from '@portal/contracts';
import { Exam, PRACTICE_SET_MESSAGES, stripAnswers } from '@portal/contracts';
import { ConflictError } from '@portal/platform';
import { DeciderSpecification } from '@portal/platform/testing';
import type { BuildPracticeSet } from './decider';
import { practiceSetDecider } from './decider';
import { answerHistoryOf } from './history';
import type { SourceExam, SourceExams } from './setExam';
import { practiceSetExam } from './setExam';

const NOW = new Date('2026-03-10T10:00:00.000Z');

const question = (id: string, category: string, overrides: Partial<Question> = {}): Question => ({
  id,
  question: `Question ${id}?`,
  type: 'multiple-choice',
  options: ['A one', 'B two'],
  correctAnswer: 'B',
  marks: 1,
  explanation: `Because ${id}`,
  category,
  difficulty: 'medium',
  imagePath: null,
  description: null,
  passageId: null,
  passageTitle: null,
  passageAuthor: null,
  passageText: null,
  ...overrides,
});

const SETTINGS = { allowCalculator: true, allowNotes: false, showTimer: true, preventBacktrack: true };

// two papers whose question ids clash ('q1') and one passage each with the same id
const EXAMS: SourceExams = new Map<string, SourceExam>([
  [
    'maths',
    {
      examType: 'mathematics',
      settings: SETTINGS,
      questions: [question('q1', 'Fractions'), question('q2', 'Ratio', { marks: 2 })],
      passages: [],
    },
  ],
  [
    'english',
    {
      examType: 'english',
      settings: { ...SETTINGS, allowCalculator: false },
      questions: [
        question('q1', 'Comprehension', { passageId: 'p1', passageTitle: 'The Fox', passageText: 'A fox.' }),
      ],
      passages: [{ id: 'p1', title: 'The Fox', author: 'Anon', text: 'A fox.' }],
    },
  ],
]);

const BANK = [
  { examId: 'maths', questionId: 'q1', category: 'Fractions', type: 'multiple-choice' },
  { examId: 'maths', questionId: 'q2', category: 'Ratio', type: 'multiple-choice' },
  { examId: 'english', questionId: 'q1', category: 'Comprehension', type: 'multiple-choice' },
];

const build = (overrides: Partial<BuildPracticeSet['data']> = {}): BuildPracticeSet => ({
  type: 'BuildPracticeSet',
  data: {
    setId: 'pset-1',
    organisationId: 'org-1',
    studentId: 'student-1',
    tutorId: 'tutor-1',
    kind: 'weak-topics',
    size: 10,
    bank: BANK,
    history: [],
    standings: [
      { category: 'Comprehension', percentage: 20, questions: 5 },
      { category: 'Fractions', percentage: 50, questions: 5 },
    ],
    exams: EXAMS,
    ...overrides,
  },
  metadata: { now: NOW },
});

const given = DeciderSpecification.for(practiceSetDecider);

describe('practiceSetDecider', () => {
  it('given no set, when a weak-topics set is built, then PracticeSetBuilt records each question’s source and the set as an exam', () => {
    const [event] = given().when(build()).events();
    expect(event?.type).toBe('PracticeSetBuilt');
    const data = event!.data;
    expect(data).toMatchObject({
      setId: 'pset-1',
      studentId: 'student-1',
      tutorId: 'tutor-1',
      kind: 'weak-topics',
      requestedSize: 10,
      targetCategories: ['Comprehension', 'Fractions', 'Ratio'],
      builtAt: NOW.toISOString(),
    });
    expect(data.questions).toEqual([
      {
        questionId: 'q1',
        sourceExamId: 'english',
        sourceQuestionId: 'q1',
        category: 'Comprehension',
        reason: 'weak-topic',
      },
      {
        questionId: 'q2',
        sourceExamId: 'maths',
        sourceQuestionId: 'q1',
        category: 'Fractions',
        reason: 'weak-topic',
      },
      {
        questionId: 'q3',
        sourceExamId: 'maths',
        sourceQuestionId: 'q2',
        category: 'Ratio',
        reason: 'weak-topic',
      },
    ]);
    // a valid Exam, whose id is the set's, with the answer key kept for grading
    expect(Exam.parse(data.exam).id).toBe('pset-1');
    expect(data.exam.questions.map((q) => q.correctAnswer)).toEqual(['B', 'B', 'B']);
    expect(data.exam).toMatchObject({
      totalMarks: 4,
      questionCount: 3,
      duration: 10,
      title: 'Weak topics practice',
    });
  });

  it('given a set already built, when built again, then 409', () => {
    const built = given().when(build()).events();
    given(built)
      .when(build())
      .thenThrows(ConflictError, (error) => error.message === PRACTICE_SET_MESSAGES.alreadyBuilt);
  });

  it('given no practice paper, then nothing is built: 409 with words for the child', () => {
    given()
      .when(build({ bank: [] }))
      .thenThrows(ConflictError, (error) => error.message === PRACTICE_SET_MESSAGES.noQuestions);
  });

  it('given no mistake, when a mistakes set is asked for, then nothing is built: "No mistakes to review"', () => {
    given()
      .when(build({ kind: 'mistakes' }))
      .thenThrows(ConflictError, (error) => error.message === PRACTICE_SET_MESSAGES.noMistakes);
  });

  it('given a mistake, when a mistakes set is built, then it re-asks that question', () => {
    const history = [{ examId: 'maths', questionId: 'q2', at: '2026-03-01T10:00:00.000Z', isCorrect: false }];
    const [event] = given()
      .when(build({ kind: 'mistakes', history }))
      .events();
    expect(event!.data.questions).toEqual([
      {
        questionId: 'q1',
        sourceExamId: 'maths',
        sourceQuestionId: 'q2',
        category: 'Ratio',
        reason: 'mistake',
      },
    ]);
    expect(event!.data.exam.title).toBe('Review my mistakes');
  });
});

describe('practiceSetExam', () => {
  const picked = BANK.map((entry) => ({ ...entry, reason: 'weak-topic' as const }));
  const { exam } = practiceSetExam({
    setId: 'pset-2',
    kind: 'weak-topics',
    tutorId: 'tutor-1',
    picked,
    targetCategories: ['Fractions'],
    exams: EXAMS,
    builtAt: NOW.toISOString(),
  });

  it('numbers the questions and passages of the set, so clashing ids of two papers stay apart', () => {
    expect(exam.questions.map((q) => q.id)).toEqual(['q1', 'q2', 'q3']);
    expect(exam.passages).toEqual([{ id: 'p1', title: 'The Fox', author: 'Anon', text: 'A fox.' }]);
    expect(exam.questions[2]).toMatchObject({ passageId: 'p1', passageText: 'A fox.' });
  });

  it('takes the subject most questions come from, and a calculator only when every paper allows it', () => {
    expect(exam.examType).toBe('mathematics');
    expect(exam.settings).toEqual({
      allowCalculator: false,
      allowNotes: false,
      showTimer: true,
      preventBacktrack: false,
    });
  });

  it('as a student sees it, then no answer and no explanation is left', () => {
    const shown = JSON.stringify(stripAnswers(exam));
    expect(shown).not.toContain('correctAnswer');
    expect(shown).not.toContain('Because');
  });
});

describe('answerHistoryOf', () => {
  it('maps a set’s answers to the papers’ questions, skips unanswered and unmarked ones and running attempts', () => {
    const history = answerHistoryOf(
      [
        {
          examId: 'maths',
          endTime: '2026-03-01T10:00:00.000Z',
          questionResults: [
            { questionId: 'q1', isCorrect: false, answered: true },
            { questionId: 'q2', isCorrect: false, answered: false },
          ],
        },
        {
          examId: 'pset-1',
          endTime: '2026-03-02T10:00:00.000Z',
          questionResults: [
            { questionId: 'q1', isCorrect: true, answered: true },
            { questionId: 'q9', isCorrect: true, answered: true },
          ],
        },
        {
          examId: 'english',
          endTime: '2026-03-03T10:00:00.000Z',
          questionResults: [{ questionId: 'q1', isCorrect: null, answered: true }],
        },
        { examId: 'maths', endTime: null, questionResults: [] },
      ],
      [
        {
          _id: 'pset-1',
          questions: [
            { questionId: 'q1', sourceExamId: 'maths', sourceQuestionId: 'q1', category: 'Fractions' },
          ],
        },
      ],
    );
    expect(history).toEqual([
      { examId: 'maths', questionId: 'q1', at: '2026-03-01T10:00:00.000Z', isCorrect: false },
      { examId: 'maths', questionId: 'q1', at: '2026-03-02T10:00:00.000Z', isCorrect: true },
    ]);
  });
});
