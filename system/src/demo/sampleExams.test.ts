import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { validateExamForm } from '@portal/contracts';
import type { SampleExam, SampleQuestion } from './sampleExams';
import { SAMPLE_EXAMS, SAMPLE_GROUP } from './sampleExams';

const figuresDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'figures');

const allQuestions = SAMPLE_EXAMS.flatMap((exam) => exam.questions.map((question) => ({ exam, question })));

function examOf(type: SampleExam['examType']): SampleExam {
  const exam = SAMPLE_EXAMS.find((candidate) => candidate.examType === type);
  if (!exam) {
    throw new Error(`no ${type} exam`);
  }
  return exam;
}

function questionOf(id: string): SampleQuestion {
  const found = allQuestions.find(({ question }) => question.id === id);
  if (!found) {
    throw new Error(`no question ${id}`);
  }
  return found.question;
}

/** The text of the option a multiple-choice question's letter names, or its answer otherwise. */
function answerOf(id: string): string {
  const question = questionOf(id);
  if (question.type !== 'multiple-choice') {
    return question.correctAnswer;
  }
  const option = question.options?.[question.correctAnswer.charCodeAt(0) - 65];
  if (option === undefined) {
    throw new Error(`answer of ${id} names no option`);
  }
  return option;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const shift = (word: string, by: number) =>
  [...word].map((letter) => ALPHABET[(ALPHABET.indexOf(letter) + by + 26) % 26]).join('');

describe('sample group', () => {
  it('is the Year 6 spring cohort with the four subjects', () => {
    expect(SAMPLE_GROUP).toMatchObject({
      name: 'Year 6 Spring Cohort',
      grade: 'year-6',
      academicYear: '2025-2026',
      maxStudents: 20,
    });
    expect(SAMPLE_GROUP.description.trim()).not.toBe('');
    expect(SAMPLE_GROUP.subjects).toEqual([
      'Mathematics',
      'English',
      'Verbal Reasoning',
      'Non-Verbal Reasoning',
    ]);
  });
});

describe('sample exams: integrity', () => {
  it('has one exam per subject for Years 5–6 with sensible settings', () => {
    expect(SAMPLE_EXAMS.map((exam) => exam.examType).sort()).toEqual([
      'english',
      'mathematics',
      'non-verbal-reasoning',
      'verbal-reasoning',
    ]);
    for (const exam of SAMPLE_EXAMS) {
      expect(exam.title.trim()).not.toBe('');
      expect(exam.description.trim()).not.toBe('');
      expect(['year-5', 'year-6']).toContain(exam.grade);
      expect(exam.duration).toBeGreaterThanOrEqual(15);
      expect(exam.duration).toBeLessThanOrEqual(180);
      expect(exam.passingScore).toBeGreaterThanOrEqual(0);
      expect(exam.passingScore).toBeLessThanOrEqual(100);
      expect(exam.questions.length).toBeGreaterThanOrEqual(8);
    }
  });

  it('has unique question ids and non-blank text, explanations and categories; marks 1–10', () => {
    const ids = allQuestions.map(({ question }) => question.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { question } of allQuestions) {
      expect(question.question.trim(), question.id).not.toBe('');
      expect(question.explanation.trim(), question.id).not.toBe('');
      expect(question.category.trim(), question.id).not.toBe('');
      expect(Number.isInteger(question.marks), question.id).toBe(true);
      expect(question.marks, question.id).toBeGreaterThanOrEqual(1);
      expect(question.marks, question.id).toBeLessThanOrEqual(10);
    }
  });

  it('stores every multiple-choice answer as a letter within 4–5 unique, non-blank options', () => {
    for (const { question } of allQuestions.filter(({ question }) => question.type === 'multiple-choice')) {
      const options = question.options ?? [];
      expect(options.length, question.id).toBeGreaterThanOrEqual(4);
      expect(options.length, question.id).toBeLessThanOrEqual(5);
      expect(new Set(options.map((option) => option.trim().toLowerCase())).size, question.id).toBe(
        options.length,
      );
      for (const option of options) {
        expect(option.trim(), question.id).not.toBe('');
        expect(option, question.id).toBe(option.trim());
        // no letter prefixes such as 'A) ' or 'B. ' inside the option text
        expect(option, question.id).not.toMatch(/^[A-E][).:]\s/);
      }
      expect(question.correctAnswer, question.id).toMatch(/^[A-E]$/);
      expect(question.correctAnswer.charCodeAt(0) - 65, question.id).toBeLessThan(options.length);
    }
  });

  it('gives other question types a fitting answer and no options', () => {
    for (const { question } of allQuestions.filter(({ question }) => question.type !== 'multiple-choice')) {
      expect(question.options, question.id).toBeUndefined();
      if (question.type === 'true-false') {
        expect(['True', 'False'], question.id).toContain(question.correctAnswer);
      } else {
        expect(question.correctAnswer.trim(), question.id).not.toBe('');
      }
    }
  });

  it('links passage questions to passages of the same exam, and every passage is used', () => {
    for (const exam of SAMPLE_EXAMS) {
      const passageIds = exam.passages.map((passage) => passage.id);
      expect(new Set(passageIds).size).toBe(passageIds.length);
      for (const question of exam.questions.filter((q) => q.passageId !== undefined)) {
        expect(passageIds, question.id).toContain(question.passageId);
      }
      for (const id of passageIds) {
        expect(exam.questions.some((question) => question.passageId === id)).toBe(true);
      }
    }
  });

  it('passes the platform’s own exam-form validation, keeping every answer as given', () => {
    for (const exam of SAMPLE_EXAMS) {
      const result = validateExamForm({
        ...exam,
        questions: exam.questions.map(({ figure: _f, ...q }) => q),
      });
      if (!result.success) {
        throw new Error(`${exam.title}: ${JSON.stringify(result.errors)}`);
      }
      expect(result.data.questions.map((q) => q.id)).toEqual(exam.questions.map((q) => q.id));
      expect(result.data.questions.map((q) => q.correctAnswer)).toEqual(
        exam.questions.map((q) => q.correctAnswer),
      );
      expect(result.data.duration).toBe(exam.duration);
    }
  });
});

describe('sample exams: English', () => {
  const english = examOf('english');

  it('has one original passage of 350–450 words with at least 10 questions about it', () => {
    expect(english.passages).toHaveLength(1);
    const passage = english.passages[0]!;
    expect(passage.title.trim()).not.toBe('');
    expect(passage.author.trim()).not.toBe('');
    const words = passage.text.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word));
    expect(words.length).toBeGreaterThanOrEqual(350);
    expect(words.length).toBeLessThanOrEqual(450);
    expect(passage.text.split('\n').length).toBeGreaterThan(3);
    expect(english.questions.filter((q) => q.passageId === passage.id).length).toBeGreaterThanOrEqual(10);
  });

  it('has spelling, grammar and a fill-in-blank question besides the comprehension', () => {
    const categories = new Set(english.questions.map((q) => q.category));
    for (const category of ['Comprehension', 'Vocabulary', 'Grammar', 'Spelling']) {
      expect(categories).toContain(category);
    }
    expect(english.questions.some((q) => q.type === 'fill-in-blank')).toBe(true);
  });

  it('asks about facts the passage states', () => {
    const text = english.passages[0]!.text;
    expect(text).toContain('four tiny screws');
    expect(answerOf('eng-02')).toBe('4');
    expect(text).toContain('battery had leaked');
    expect(text).toContain('science teacher had shown the class');
    expect(text).toContain('gulls stood about like shopkeepers');
    expect(text).toContain('never had the heart to fix it');
    expect(answerOf('eng-07')).toBe('False');
    expect(answerOf('eng-11')).toBe('necessary');
    // questions that name a paragraph point at the right one
    const paragraphs = text.split('\n');
    expect(paragraphs[2]).toContain('four tiny screws');
    expect(paragraphs[3]).toContain('squinting');
    expect(paragraphs[7]).toContain('smiled');
  });
});

describe('sample exams: mathematics answers, recomputed', () => {
  const money = (pence: number) => `£${(pence / 100).toFixed(2)}`;

  it('has mostly multiple-choice questions plus short-answer and true-false', () => {
    const types = examOf('mathematics').questions.map((q) => q.type);
    expect(types.filter((type) => type === 'short-answer').length).toBeGreaterThanOrEqual(2);
    expect(types.filter((type) => type === 'true-false').length).toBe(1);
    expect(types.filter((type) => type === 'multiple-choice').length).toBeGreaterThan(types.length / 2);
  });

  it('place value, fractions, percentages', () => {
    expect(questionOf('math-01').question).toContain('3,472,906');
    const digits = String(3472906);
    expect(answerOf('math-01')).toBe(
      (10 ** (digits.length - 1 - digits.indexOf('7')) * 7).toLocaleString('en-GB'),
    );

    expect(questionOf('math-02').question).toContain('3/4 of 56');
    expect(answerOf('math-02')).toBe(String((56 / 4) * 3));

    const value = (option: string) => {
      if (option.endsWith('%')) {
        return Number(option.slice(0, -1)) / 100;
      }
      const [top, bottom] = option.split('/');
      return bottom === undefined ? Number(top) : Number(top) / Number(bottom);
    };
    const values = (questionOf('math-03').options ?? []).map(value);
    const largest = Math.max(...values);
    expect(values.filter((v) => v === largest)).toHaveLength(1);
    expect(value(answerOf('math-03'))).toBe(largest);

    expect(questionOf('math-04').question).toMatch(/£80.*15%/);
    expect(answerOf('math-04')).toBe(money(8000 - (8000 * 15) / 100));
  });

  it('ratio, area, angles, sequences, algebra', () => {
    expect(questionOf('math-05').question).toContain('45 sweets in the ratio 2 : 3');
    expect(answerOf('math-05')).toBe(String((45 / (2 + 3)) * 3));

    expect(questionOf('math-06').question).toMatch(/perimeter of 30 cm.*length is 9 cm/);
    expect(answerOf('math-06')).toBe(`${9 * (30 / 2 - 9)} cm²`);

    expect(questionOf('math-07').question).toMatch(/48° and 67°/);
    expect(answerOf('math-07')).toBe(`${180 - 48 - 67}°`);

    const sequence = [3];
    while (sequence.length < 6) {
      sequence.push(sequence.at(-1)! * 2 + 1);
    }
    expect(questionOf('math-08').question).toContain(sequence.slice(0, 5).join(', '));
    expect(answerOf('math-08')).toBe(String(sequence[5]));

    expect(questionOf('math-09').question).toContain('4n − 7 = 29');
    const n = Number(answerOf('math-09'));
    expect(4 * n - 7).toBe(29);
  });

  it('time, money, decimals, mean', () => {
    expect(questionOf('math-10').question).toMatch(/14:47.*16:25/);
    const minutes = 16 * 60 + 25 - (14 * 60 + 47);
    expect(answerOf('math-10')).toBe(`${Math.floor(minutes / 60)} hour ${minutes % 60} minutes`);

    expect(questionOf('math-11').question).toMatch(
      /3 notebooks costing £1.45 each and a pen costing 85p.*£10/,
    );
    expect(answerOf('math-11')).toBe(money(1000 - (3 * 145 + 85)));

    const claim = /(\d+\.\d+) × (\d+\.\d+) = (\d+\.\d+)/.exec(questionOf('math-12').question);
    expect(claim?.slice(1)).toEqual(['0.3', '0.2', '0.6']);
    const [, a, b, product] = claim!.map(Number);
    expect(answerOf('math-12')).toBe(
      Math.round(a! * b! * 1000) === Math.round(product! * 1000) ? 'True' : 'False',
    );

    expect(questionOf('math-13').question).toMatch(/mean of five numbers is 12.*10, 15, 8 and 14/);
    expect(answerOf('math-13')).toBe(String(5 * 12 - (10 + 15 + 8 + 14)));
  });
});

describe('sample exams: verbal reasoning answers, recomputed', () => {
  it('letter series and codes', () => {
    const pairs = ['CZ', 'EX', 'GV', 'IT'];
    expect(questionOf('vr-01').question).toContain(pairs.join('  '));
    const last = pairs.at(-1)!;
    expect(answerOf('vr-01')).toBe(shift(last[0]!, 2) + shift(last[1]!, -2));
    pairs.slice(1).forEach((pair, i) => {
      expect(pair).toBe(shift(pairs[i]![0]!, 2) + shift(pairs[i]![1]!, -2));
    });

    expect(shift('LAMP', 2)).toBe('NCOR');
    expect(questionOf('vr-02').question).toMatch(/LAMP is NCOR.*DESK/);
    expect(answerOf('vr-02')).toBe(shift('DESK', 2));

    expect(shift('STORM', 1)).toBe('TUPSN');
    expect(questionOf('vr-03').question).toMatch(/STORM .* TUPSN.*IBU/);
    expect(answerOf('vr-03')).toBe(shift('IBU', -1));
  });

  it('hidden word: only the answer is hidden, and it spans two words', () => {
    const sentence = 'The magic rabbit vanished.';
    expect(questionOf('vr-07').question).toContain(sentence);
    const words = sentence
      .toUpperCase()
      .replace(/[^A-Z ]/g, '')
      .split(' ');
    const joined = words.join('');
    const answer = answerOf('vr-07');
    const spans = (word: string) => {
      const at = joined.indexOf(word);
      if (at < 0) {
        return false;
      }
      let start = 0;
      return words.some((w) => {
        const end = start + w.length;
        const crosses = at < end && at + word.length > end;
        start = end;
        return crosses;
      });
    };
    expect(spans(answer)).toBe(true);
    for (const option of questionOf('vr-07').options!.filter((o) => o !== answer)) {
      expect(joined).not.toContain(option);
    }
  });

  it('number series and number relationships', () => {
    const series = [3, 5, 9, 17, 33];
    series.slice(1).forEach((value, i) => expect(value).toBe(series[i]! * 2 - 1));
    expect(questionOf('vr-09').question).toContain(series.join(', '));
    expect(answerOf('vr-09')).toBe(String(series.at(-1)! * 2 - 1));

    expect(12 * 3).toBe(36);
    expect(5 * 4).toBe(20);
    expect(questionOf('vr-12').question).toContain('12 (36) 3    5 (20) 4    7 ( ? ) 6');
    expect(answerOf('vr-12')).toBe(String(7 * 6));
  });

  it('word questions have the intended answers', () => {
    expect(answerOf('vr-04')).toBe('foot');
    expect(answerOf('vr-05')).toBe('symphony');
    expect(answerOf('vr-06')).toBe('tulip');
    expect(answerOf('vr-08')).toBe('sun');
    expect(answerOf('vr-10')).toBe('swift');
    expect(answerOf('vr-11')).toBe('mean');
  });
});

describe('sample exams: non-verbal reasoning figures', () => {
  const nvr = examOf('non-verbal-reasoning');

  it('gives every NVR question its own figure and options A–E', () => {
    const figures = nvr.questions.map((q) => q.figure);
    expect(figures.every((figure) => typeof figure === 'string')).toBe(true);
    expect(new Set(figures).size).toBe(figures.length);
    for (const question of nvr.questions) {
      expect(question.options, question.id).toEqual(['A', 'B', 'C', 'D', 'E']);
    }
  });

  it('only NVR questions have figures, and each figure file is safe, standalone SVG with labels A–E', () => {
    for (const { exam, question } of allQuestions.filter(({ question }) => question.figure !== undefined)) {
      expect(exam.examType).toBe('non-verbal-reasoning');
      const file = path.join(figuresDir, question.figure!);
      expect(path.dirname(file)).toBe(figuresDir);
      expect(question.figure, question.id).toMatch(/^[a-z0-9-]+\.svg$/);
      expect(existsSync(file), file).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(svg.trimStart().startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), file).toBe(true);
      expect(svg.trimEnd().endsWith('</svg>'), file).toBe(true);
      expect(svg, file).toMatch(/viewBox="0 0 \d+ \d+"/);
      expect(svg, file).toMatch(/<svg[^>]* width="\d+" height="\d+"/);
      expect(svg, file).not.toMatch(/<script/i);
      expect(svg, file).not.toMatch(/\son\w+\s*=/i);
      expect(svg, file).not.toMatch(/foreignObject/i);
      expect(svg, file).not.toMatch(/href\s*=\s*["']?\s*(https?:|data:|javascript:)/i);
      expect(svg, file).not.toMatch(/<!DOCTYPE|<!ENTITY|<image|<use|@import|url\(/i);
      for (const letter of ['A', 'B', 'C', 'D', 'E']) {
        expect(svg, `${file} label ${letter}`).toContain(`>${letter}</text>`);
      }
    }
  });
});
