/**
 * The on-screen calculator's logic (issue 16 item 3, allowCalculator): the four operations, with
 * × and ÷ before + and − as a child learns it (2 + 3 × 4 = 14). A button-driven state machine over
 * numbers and operators; nothing typed is ever evaluated as code.
 */
export type Operator = '+' | '−' | '×' | '÷';

export type CalculatorKey =
  | { kind: 'digit'; digit: string }
  | { kind: 'point' }
  | { kind: 'operator'; operator: Operator }
  | { kind: 'equals' }
  | { kind: 'backspace' }
  | { kind: 'clear' };

export interface CalculatorState {
  /** numbers and operators entered so far, always ending with an operator (or empty) */
  terms: Array<number | Operator>;
  /** the number being typed, as typed ('' when none) */
  entry: string;
  /** after =: the result shown, and the sum that gave it */
  result: { value: number; sum: string } | null;
  /** e.g. dividing by zero; cleared by the next key */
  error: string | null;
}

export const INITIAL_CALCULATOR: CalculatorState = { terms: [], entry: '', result: null, error: null };

/** Digits a child may type into one number. */
export const MAX_DIGITS = 12;
export const DIVIDE_BY_ZERO = 'You cannot divide by 0';
export const TOO_BIG = 'That number is too big';

/** 0.1 + 0.2 shows 0.3: results are rounded to 12 significant digits. */
export function formatNumber(value: number): string {
  const rounded = Number(value.toPrecision(12));
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

function applyOperator(left: number, operator: Operator, right: number): number {
  switch (operator) {
    case '+':
      return left + right;
    case '−':
      return left - right;
    case '×':
      return left * right;
    case '÷':
      if (right === 0) {
        throw new RangeError(DIVIDE_BY_ZERO);
      }
      return left / right;
  }
}

/** Evaluates numbers and operators, × and ÷ first, then + and − from left to right. */
export function evaluate(terms: ReadonlyArray<number | Operator>): number {
  if (terms.length === 0 || typeof terms[0] !== 'number') {
    return 0;
  }
  // pass 1: fold × and ÷ into the number before them
  const sums: Array<number | Operator> = [terms[0]];
  for (let index = 1; index + 1 < terms.length; index += 2) {
    const operator = terms[index] as Operator;
    const right = terms[index + 1] as number;
    if (operator === '×' || operator === '÷') {
      const left = sums.pop() as number;
      sums.push(applyOperator(left, operator, right));
    } else {
      sums.push(operator, right);
    }
  }
  // pass 2: + and −
  let total = sums[0] as number;
  for (let index = 1; index + 1 < sums.length; index += 2) {
    total = applyOperator(total, sums[index] as Operator, sums[index + 1] as number);
  }
  if (!Number.isFinite(total) || Math.abs(total) >= 1e15) {
    throw new RangeError(TOO_BIG);
  }
  return total;
}

function digitCount(entry: string): number {
  return entry.replace(/[^0-9]/g, '').length;
}

/** The calculator after one key. */
export function press(state: CalculatorState, key: CalculatorKey): CalculatorState {
  // after an error or a result, a new number starts afresh
  const fresh =
    state.error !== null || (state.result !== null && (key.kind === 'digit' || key.kind === 'point'));
  const base = fresh ? INITIAL_CALCULATOR : state;
  switch (key.kind) {
    case 'digit': {
      if (!/^[0-9]$/.test(key.digit) || digitCount(base.entry) >= MAX_DIGITS) {
        return base;
      }
      const entry = base.entry === '0' ? key.digit : base.entry + key.digit;
      return { ...base, entry, result: null };
    }
    case 'point':
      if (base.entry.includes('.')) {
        return base;
      }
      return { ...base, entry: base.entry === '' ? '0.' : `${base.entry}.`, result: null };
    case 'operator': {
      if (state.error !== null) {
        return INITIAL_CALCULATOR;
      }
      if (base.entry !== '') {
        return { ...base, terms: [...base.terms, Number(base.entry), key.operator], entry: '' };
      }
      if (base.result) {
        return { ...INITIAL_CALCULATOR, terms: [base.result.value, key.operator] };
      }
      if (base.terms.length > 0) {
        // a change of mind: the new operator replaces the last one
        return { ...base, terms: [...base.terms.slice(0, -1), key.operator] };
      }
      return { ...base, terms: [0, key.operator] };
    }
    case 'equals': {
      if (state.error !== null) {
        return INITIAL_CALCULATOR;
      }
      if (base.entry === '' && base.terms.length === 0) {
        return base;
      }
      const terms = base.entry === '' ? base.terms.slice(0, -1) : [...base.terms, Number(base.entry)];
      const sum = expressionText(terms);
      try {
        return { ...INITIAL_CALCULATOR, result: { value: evaluate(terms), sum } };
      } catch (error) {
        return { ...INITIAL_CALCULATOR, error: error instanceof RangeError ? error.message : TOO_BIG };
      }
    }
    case 'backspace': {
      if (base.result || state.error !== null) {
        return INITIAL_CALCULATOR;
      }
      if (base.entry !== '') {
        return { ...base, entry: base.entry.slice(0, -1) };
      }
      if (base.terms.length >= 2) {
        // remove the operator and carry on editing the number before it
        const previous = base.terms[base.terms.length - 2] as number;
        return { ...base, terms: base.terms.slice(0, -2), entry: formatNumber(previous) };
      }
      return base;
    }
    case 'clear':
      return INITIAL_CALCULATOR;
  }
}

export function expressionText(terms: ReadonlyArray<number | Operator>): string {
  return terms.map((term) => (typeof term === 'number' ? formatNumber(term) : term)).join(' ');
}

/** What the big line shows: the number being typed, the result, or the last number entered. */
export function displayText(state: CalculatorState): string {
  if (state.error !== null) {
    return state.error;
  }
  if (state.entry !== '') {
    return state.entry;
  }
  if (state.result) {
    return formatNumber(state.result.value);
  }
  const lastNumber = [...state.terms].reverse().find((term) => typeof term === 'number');
  return typeof lastNumber === 'number' ? formatNumber(lastNumber) : '0';
}

/** The small line above it: the sum so far, or the sum that gave the result ("12 × 3 ="). */
export function sumText(state: CalculatorState): string {
  if (state.result) {
    return `${state.result.sum} =`;
  }
  return expressionText(state.terms);
}

/** A key of the physical keyboard as a calculator key (null: not the calculator's). */
export function keyboardKey(key: string): CalculatorKey | null {
  if (/^[0-9]$/.test(key)) {
    return { kind: 'digit', digit: key };
  }
  switch (key) {
    case '.':
    case ',':
      return { kind: 'point' };
    case '+':
      return { kind: 'operator', operator: '+' };
    case '-':
    case '−':
      return { kind: 'operator', operator: '−' };
    case '*':
    case 'x':
    case 'X':
    case '×':
      return { kind: 'operator', operator: '×' };
    case '/':
    case '÷':
      return { kind: 'operator', operator: '÷' };
    case '=':
    case 'Enter':
      return { kind: 'equals' };
    case 'Backspace':
      return { kind: 'backspace' };
    case 'Delete':
    case 'c':
    case 'C':
      return { kind: 'clear' };
    default:
      return null;
  }
}
