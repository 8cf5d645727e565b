import { describe, expect, it } from 'vitest';
import { SAMPLE_TEMPLATE } from './testTemplate';
import { CLASSROOM_MESSAGES } from '@portal/contracts';
import {
  CORRECT_ANSWER_BLANK,
  draftFromTemplate,
  draftToInput,
  editorFor,
  filledLetters,
  hasUnsavedChanges,
  newDraft,
  resizeDraft,
  toSessionQuiz,
  updateQuestion,
  validateDraft,
  type QuizDraft,
} from './quizDraft';

const ids = () => {
  let n = 0;
  return () => `q${(n += 1)}`;
};

const template = SAMPLE_TEMPLATE;

describe('quiz builder draft (spec 002 §3, §5, §9)', () => {
  it('starts with 5 default questions', () => {
    const draft = newDraft(ids());
    expect(draft.title).toBe('');
    expect(draft.templateId).toBeNull();
    expect(draft.questions).toHaveLength(5);
    expect(draft.questions[1]).toEqual({
      id: 'q2',
      number: 2,
      text: 'Question 2',
      options: { A: 'Option A', B: 'Option B', C: 'Option C', D: 'Option D' },
      correctAnswer: 'A',
      timeLimit: 60,
    });
  });

  it('clamps the number of questions to 1–50; non-numeric gives 1', () => {
    const makeId = ids();
    const draft = newDraft(makeId);
    expect(resizeDraft(draft, '0', makeId).questions).toHaveLength(1);
    expect(resizeDraft(draft, 'lots', makeId).questions).toHaveLength(1);
    expect(resizeDraft(draft, 80, makeId).questions).toHaveLength(50);
    expect(resizeDraft(draft, '7', makeId).questions.map((question) => question.number)).toEqual([
      1, 2, 3, 4, 5, 6, 7,
    ]);
    expect(resizeDraft(draft, 5, makeId)).toBe(draft);
  });

  it('brings back questions removed by lowering the number', () => {
    const makeId = ids();
    let draft = newDraft(makeId);
    draft = updateQuestion(draft, 3, { text: 'Kept 4' });
    draft = updateQuestion(draft, 4, { text: 'Kept 5' });
    draft = resizeDraft(draft, 2, makeId);
    expect(draft.trimmed.map((question) => question.text)).toEqual(['Question 3', 'Kept 4', 'Kept 5']);
    draft = resizeDraft(draft, 4, makeId);
    expect(draft.questions.map((question) => question.text)).toEqual([
      'Question 1',
      'Question 2',
      'Question 3',
      'Kept 4',
    ]);
    draft = resizeDraft(draft, 6, makeId);
    expect(draft.questions.map((question) => question.text)).toEqual([
      'Question 1',
      'Question 2',
      'Question 3',
      'Kept 4',
      'Kept 5',
      'Question 6',
    ]);
    expect(draft.trimmed).toEqual([]);
  });

  it('edits one question, options merged', () => {
    const draft = updateQuestion(newDraft(ids(), 2), 0, { options: { B: 'Twelve' }, correctAnswer: 'B' });
    expect(draft.questions[0]!.options).toEqual({ A: 'Option A', B: 'Twelve', C: 'Option C', D: 'Option D' });
    expect(draft.questions[0]!.correctAnswer).toBe('B');
    expect(draft.questions[1]!.correctAnswer).toBe('A');
  });

  it('validates with the spec messages', () => {
    let draft: QuizDraft = newDraft(ids(), 4);
    draft = updateQuestion(draft, 0, { text: '   ' });
    draft = updateQuestion(draft, 1, { options: { B: '', C: '', D: '' } });
    draft = updateQuestion(draft, 2, { options: { C: '  ' } });
    draft = updateQuestion(draft, 3, { options: { A: '' } });
    const problems = validateDraft(draft);
    expect(problems.title).toBe(CLASSROOM_MESSAGES.titleRequired);
    expect(problems.questions).toEqual([
      { text: CLASSROOM_MESSAGES.questionTextRequired },
      { options: CLASSROOM_MESSAGES.twoOptions },
      { options: CLASSROOM_MESSAGES.whitespaceOption },
      { options: CORRECT_ANSWER_BLANK },
    ]);
    expect(problems.count).toBe(5);
  });

  it('a complete draft has no problems', () => {
    const problems = validateDraft({ ...newDraft(ids(), 2), title: 'Times tables' });
    expect(problems).toEqual({ questions: [undefined, undefined], count: 0 });
  });

  it('saves trimmed texts, numbers from 1 and clamped time limits', () => {
    let draft = { ...newDraft(ids(), 2), title: '  Times tables ' };
    draft = updateQuestion(draft, 0, { text: ' 6 × 7? ', options: { A: ' 42 ', D: '' }, timeLimit: 5 });
    draft = updateQuestion(draft, 1, { timeLimit: 999 });
    const input = draftToInput(draft);
    expect(input.title).toBe('Times tables');
    expect(input.questions[0]).toMatchObject({
      number: 1,
      text: '6 × 7?',
      options: { A: '42', B: 'Option B', C: 'Option C', D: '' },
      timeLimit: 10,
    });
    expect(input.questions[1]!.timeLimit).toBe(300);
  });

  it('edits a saved template and makes the session quiz from it', () => {
    const draft = draftFromTemplate(template);
    expect(draft.templateId).toBe('tpl-1');
    expect(draft.questions).toEqual(template.questions);
    expect(draft.questions[0]).not.toBe(template.questions[0]);
    expect(toSessionQuiz(template)).toEqual({
      title: 'Fractions',
      questions: template.questions,
      totalQuestions: 3,
    });
  });

  it('lists the filled letters', () => {
    expect(filledLetters({ options: { A: 'x', B: ' ', C: '', D: 'y' } })).toEqual(['A', 'D']);
  });
});

describe('unsaved changes', () => {
  it('are what would be saved, not trailing spaces', () => {
    const editor = editorFor(newDraft(ids(), 2));
    expect(hasUnsavedChanges(editor)).toBe(false);
    expect(hasUnsavedChanges({ ...editor, draft: { ...editor.draft, title: '  ' } })).toBe(false);
    expect(hasUnsavedChanges({ ...editor, draft: { ...editor.draft, title: 'Shapes' } })).toBe(true);
    expect(
      hasUnsavedChanges({ ...editor, draft: updateQuestion(editor.draft, 1, { correctAnswer: 'D' }) }),
    ).toBe(true);
  });

  it('a saved template opened for editing has none', () => {
    expect(hasUnsavedChanges(editorFor(draftFromTemplate(template)))).toBe(false);
  });
});
