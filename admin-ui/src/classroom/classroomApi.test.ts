import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { SAMPLE_QUIZ } from '@portal/contracts';
import { UnexpectedAnswer, readTemplate, readTemplateList, serverUnavailable } from './classroomApi';

const template = {
  id: 'tpl-1',
  title: 'Fractions',
  questions: SAMPLE_QUIZ.questions,
  totalQuestions: 3,
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-01T09:00:00.000Z',
};

describe('classroom quiz API answers', () => {
  it('reads {quizzes, total} keeping valid templates only', () => {
    expect(readTemplateList({ success: true, quizzes: [template, { id: 'x' }], total: 2 })).toEqual({
      quizzes: [template],
      complete: true,
    });
    expect(readTemplateList({ quizzes: [template] })).toEqual({ quizzes: [template], complete: true });
    expect(readTemplateList({ quizzes: [template], total: 120 }).complete).toBe(false);
    expect(() => readTemplateList({ items: [] })).toThrow(UnexpectedAnswer);
    expect(() => readTemplateList(undefined)).toThrow(UnexpectedAnswer);
  });

  it('reads {quiz}', () => {
    expect(readTemplate({ quiz: template })).toEqual(template);
    expect(() => readTemplate({ quiz: { ...template, questions: [] } })).toThrow(UnexpectedAnswer);
  });

  it('falls back to browser storage on 404, 5xx, no network or an odd answer; not on a refusal', () => {
    expect(serverUnavailable(new HttpError('Not found', 404))).toBe(true);
    expect(serverUnavailable(new HttpError('Bad gateway', 502))).toBe(true);
    expect(serverUnavailable(new HttpError('Unable to connect to server', 0))).toBe(true);
    expect(serverUnavailable(new UnexpectedAnswer('no quizzes'))).toBe(true);
    expect(serverUnavailable(new HttpError('Invalid request', 400))).toBe(false);
    expect(serverUnavailable(new HttpError('Forbidden', 403))).toBe(false);
  });
});
