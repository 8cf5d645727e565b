import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('toCsv', () => {
  it('given commas, quotes and line breaks, then cells are quoted and quotes doubled', () => {
    expect(toCsv(['a', 'b'], [{ a: 'x, y', b: 'say "hi"\nnow' }])).toBe(
      'a,b\r\n"x, y","say ""hi""\nnow"\r\n',
    );
  });

  it('given a cell a spreadsheet would run as a formula, then it is neutralised', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-3')).toBe("'-3");
    expect(csvCell(-3)).toBe('-3');
  });

  it('given null and undefined, then empty cells', () => {
    expect(toCsv(['a', 'b'], [{ a: null, b: undefined }])).toBe('a,b\r\n,\r\n');
  });
});
