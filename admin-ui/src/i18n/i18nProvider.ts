import { defaultI18nProvider, substituteTokens, type I18nProvider } from 'react-admin';
import { en } from './en';

function lookup(key: string): unknown {
  let node: unknown = en;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) {
      return undefined;
    }
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** "One |||| Many": react-admin's (polyglot's) plural form, picked by smart_count. */
function pluralise(message: string, options: Record<string, unknown> | undefined): string {
  const forms = message.split('||||').map((form) => form.trim());
  if (forms.length < 2) {
    return message;
  }
  const count = typeof options?.smart_count === 'number' ? options.smart_count : 1;
  return (count === 1 ? forms[0] : forms[1]) ?? message;
}

/**
 * react-admin's English with the console's own wording (`en.ts`) on top: our keys first, then
 * react-admin's messages, then the `_` default a component passes.
 */
export const i18nProvider: I18nProvider = {
  ...defaultI18nProvider,
  translate: (key: string, options?: Record<string, unknown>) => {
    const message = lookup(key);
    if (typeof message === 'string') {
      return String(substituteTokens(pluralise(message, options), options ?? {}));
    }
    return defaultI18nProvider.translate(key, options);
  },
};
