import { describe, expect, it } from 'vitest';
import { mentionsAny } from './mentions';

const file = (mail: Record<string, string>): string => JSON.stringify(mail, null, 2);

describe('mentionsAny', () => {
  it('given a name only HTML-escaped in the html part, when searched in any case, then it is found', () => {
    const content = file({
      to: 'x@example.com',
      text: 'Hi',
      html: '<p>Dear Seán O&#39;Brien &amp; family</p>',
    });
    expect(mentionsAny(content, ["SEÁN O'BRIEN"])).toBe(true);
    expect(mentionsAny(content, ['o&#39;brien'])).toBe(true);
    expect(mentionsAny(content, ['& family'])).toBe(true);
  });

  it('given a value JSON escapes (a double quote), when searched, then it is found', () => {
    expect(mentionsAny(file({ text: 'Nick "Ace" Jones' }), ['"ace"'])).toBe(true);
  });

  it('given no needle or only blank ones, then nothing matches (a purge must never take every mail)', () => {
    const content = file({ to: 'x@example.com' });
    expect(mentionsAny(content, [])).toBe(false);
    expect(mentionsAny(content, ['', '  '])).toBe(false);
  });

  it('given a file that is not JSON, then its raw text is still searched', () => {
    expect(mentionsAny('half a mail to ada@example.com', ['ADA@example.com'])).toBe(true);
    expect(mentionsAny('half a mail', ['bob'])).toBe(false);
  });
});
