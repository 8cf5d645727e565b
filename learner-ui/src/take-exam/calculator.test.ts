import { describe, expect, it } from 'vitest';
import {
  DIVIDE_BY_ZERO,
  INITIAL_CALCULATOR,
  TOO_BIG,
  displayText,
  evaluate,
  keyboardKey,
  press,
  sumText,
  type CalculatorKey,
  type CalculatorState,
} from './calculator';

/** Presses the keys a child would type, e.g. "12*3=". */
function type(keys: string, from: CalculatorState = INITIAL_CALCULATOR): CalculatorState {
  return [...keys].reduce((state, key) => {
    const mapped = keyboardKey(key === '<' ? 'Backspace' : key);
    if (!mapped) {
      throw new Error(`no calculator key for ${key}`);
    }
    return press(state, mapped);
  }, from);
}

describe('calculator (allowCalculator)', () => {
  it('given 12 × 3, when = is pressed, then it shows 36 and the sum "12 × 3 ="', () => {
    const state = type('12*3=');
    expect(displayText(state)).toBe('36');
    expect(sumText(state)).toBe('12 × 3 =');
  });

  it('given a mixed sum, when =, then × and ÷ go before + and − (2 + 3 × 4 = 14; 20 − 12 ÷ 4 + 1 = 18)', () => {
    expect(displayText(type('2+3*4='))).toBe('14');
    expect(displayText(type('20-12/4+1='))).toBe('18');
    expect(evaluate([7, '−', 10])).toBe(-3);
  });

  it('given decimals, when added, then the float noise is rounded away (0.1 + 0.2 = 0.3; 1 ÷ 3)', () => {
    expect(displayText(type('.1+.2='))).toBe('0.3');
    expect(displayText(type('1/3='))).toBe('0.333333333333');
    expect(displayText(type('2.5.5'))).toBe('2.55');
  });

  it('given a division by 0, when =, then a kind message shows and the next digit starts again', () => {
    const error = type('7/0=');
    expect(displayText(error)).toBe(DIVIDE_BY_ZERO);
    expect(displayText(type('4', error))).toBe('4');
    expect(sumText(type('4', error))).toBe('');
  });

  it('given a result, when an operator follows, then the result carries on (36 + 4 = 40)', () => {
    const state = type('+4=', type('12*3='));
    expect(displayText(state)).toBe('40');
    expect(sumText(state)).toBe('36 + 4 =');
  });

  it('given a result, when a digit follows, then a new sum starts', () => {
    const state = type('5', type('12*3='));
    expect(displayText(state)).toBe('5');
    expect(sumText(state)).toBe('');
  });

  it('given two operators in a row, when typed, then the second replaces the first (9 × − 4 = 5)', () => {
    const state = type('9*-4=');
    expect(displayText(state)).toBe('5');
    expect(sumText(state)).toBe('9 − 4 =');
  });

  it('given backspace, when the entry is empty, then the operator goes and the number before can be edited', () => {
    const state = type('12+<<');
    expect(displayText(state)).toBe('1');
    expect(sumText(state)).toBe('');
    expect(displayText(type('5+=', INITIAL_CALCULATOR))).toBe('5');
  });

  it('given more than 12 digits, when typed, then the extra digits are ignored', () => {
    expect(displayText(type('1234567890123'))).toBe('123456789012');
  });

  it('given a result too big to show, when =, then it says so instead of a wrong number', () => {
    expect(displayText(type('999999999999*999999999999='))).toBe(TOO_BIG);
  });

  it('given C, when pressed, then everything is cleared', () => {
    expect(type('12*3C')).toEqual(INITIAL_CALCULATOR);
  });

  it("given keys that are not the calculator's, when mapped, then they are ignored (no code is evaluated)", () => {
    const notKeys = ['a', 'Escape', 'Tab', '(', ')', '^', 'alert(1)'];
    expect(notKeys.map(keyboardKey)).toEqual(notKeys.map(() => null));
    const key: CalculatorKey = { kind: 'digit', digit: '1; alert(1)' };
    expect(press(INITIAL_CALCULATOR, key)).toEqual(INITIAL_CALCULATOR);
  });
});
