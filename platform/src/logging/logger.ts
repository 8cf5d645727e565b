/**
 * Structured JSON logger. It never receives request bodies or personal data: callers log
 * ids, event types, status codes and durations only. A test greps full-run logs for e-mails.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

export function createLogger(
  options: { level?: LogLevel; base?: Record<string, unknown>; write?: (line: string) => void } = {},
): Logger {
  const threshold = order[options.level ?? 'info'];
  const base = options.base ?? {};
  const write = options.write ?? ((line: string) => process.stdout.write(line + '\n'));
  const log =
    (level: LogLevel) =>
    (message: string, fields: Record<string, unknown> = {}) => {
      if (order[level] < threshold) {
        return;
      }
      write(
        JSON.stringify({ time: new Date().toISOString(), level, message, ...base, ...fields }, errorReplacer),
      );
    };
  return {
    debug: log('debug'),
    info: log('info'),
    warn: log('warn'),
    error: log('error'),
    child: (fields) => createLogger({ ...options, base: { ...base, ...fields } }),
  };
}

const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[a-z]{2,}/gi;

/** A driver's or mail server's message may quote an address ("recipient x@y rejected"). */
export function redactEmails(text: string): string {
  return text.replace(EMAIL, '[email]');
}

/** Errors log their name, message and stack, never attached payloads; addresses are masked. */
function errorReplacer(_key: string, value: unknown): unknown {
  if (value instanceof Error) {
    return {
      name: value.name,
      message: redactEmails(value.message),
      stack: value.stack && redactEmails(value.stack),
    };
  }
  return value;
}

export const silentLogger: Logger = createLogger({ write: () => undefined });
