import { describe, expect, it } from 'vitest';
import { passageSpeech, questionSpeech } from './speechText';

describe('what read-aloud says (issue 19)', () => {
  it('given a multiple-choice question, then where it is, its text, and each option with the letter on screen', () => {
    expect(
      questionSpeech(
        { question: 'What is 3/4 of 20?', type: 'multiple-choice', options: ['12', '15', '16'] },
        2,
        10,
      ),
    ).toBe('Question 2 of 10. What is 3/4 of 20? A: 12. B: 15. C: 16.');
  });

  it('given quiz options with their own letters, then those letters are read', () => {
    expect(
      questionSpeech(
        {
          question: 'Pick the odd one out',
          type: 'multiple-choice',
          options: [
            { letter: 'A', text: 'cat' },
            { letter: 'C', text: 'dog' },
          ],
        },
        1,
        5,
      ),
    ).toBe('Question 1 of 5. Pick the odd one out. A: cat. C: dog.');
  });

  it('given a true/false or a written question, then no options but the choice asked', () => {
    expect(
      questionSpeech(
        { question: 'A square has four sides', type: 'true-false', options: ['True', 'False'] },
        1,
        1,
      ),
    ).toBe('Question 1 of 1. A square has four sides. True, or false?');
    expect(
      questionSpeech({ question: 'Spell   the word\nfor 7', type: 'fill-in-blank', options: [] }, 3, 4),
    ).toBe('Question 3 of 4. Spell the word for 7.');
  });

  it('given a passage, then its title, its author and its text; an untitled one is a reading passage', () => {
    expect(
      passageSpeech({ title: 'The Fox', author: 'Aesop', text: 'A fox saw grapes.\n\nHe wanted them.' }),
    ).toBe('The Fox. By Aesop. A fox saw grapes.\n\nHe wanted them.');
    expect(passageSpeech({ title: '', author: '', text: 'Rain fell.' })).toBe('Reading passage. Rain fell.');
  });
});
