import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH, normaliseJoinCode } from '@portal/contracts';

export const CLASS_CODE_MESSAGES = {
  required: 'Please enter the class code from your tutor',
  shape: `A class code has ${JOIN_CODE_LENGTH} letters and numbers, for example ABCD-2345`,
} as const;

/** What the field shows while typing: upper case, the dash after four characters. */
export function classCodeEntry(input: string): string {
  const code = normaliseJoinCode(input).slice(0, JOIN_CODE_LENGTH);
  return code.length > 4 ? `${code.slice(0, 4)}-${code.slice(4)}` : code;
}

/** The code to send, or why it cannot be one (the server decides whether it works). */
export function classCodeFromEntry(entry: string): { ok: true; code: string } | { ok: false; error: string } {
  const code = normaliseJoinCode(entry);
  if (code === '') {
    return { ok: false, error: CLASS_CODE_MESSAGES.required };
  }
  if (
    code.length !== JOIN_CODE_LENGTH ||
    ![...code].every((character) => JOIN_CODE_ALPHABET.includes(character))
  ) {
    return { ok: false, error: CLASS_CODE_MESSAGES.shape };
  }
  return { ok: true, code };
}
