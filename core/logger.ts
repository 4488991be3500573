/** A small logger: every entry names its source (a plugin, the kernel, the shell). */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface LogEntry {
  level: LogLevel;
  source: string;
  message: string;
  details?: unknown;
  at: number;
}

export interface Logger {
  debug(source: string, message: string, details?: unknown): void;
  info(source: string, message: string, details?: unknown): void;
  warn(source: string, message: string, details?: unknown): void;
  error(source: string, message: string, details?: unknown): void;
  /** The same logger with the source filled in. */
  scope(source: string): ScopedLogger;
  /** The most recent entries, newest last (kept for diagnostics and tests). */
  readonly entries: readonly LogEntry[];
}

export interface ScopedLogger {
  debug(message: string, details?: unknown): void;
  info(message: string, details?: unknown): void;
  warn(message: string, details?: unknown): void;
  error(message: string, details?: unknown): void;
}

export type LogSink = (entry: LogEntry) => void;

const KEPT_ENTRIES = 200;

/* eslint-disable no-console -- the console is this logger's default sink */
export const consoleSink: LogSink = (entry) => {
  const line = `[summit:${entry.source}] ${entry.message}`;
  const args = entry.details === undefined ? [line] : [line, entry.details];
  if (entry.level === 'error') console.error(...args);
  else if (entry.level === 'warn') console.warn(...args);
  else if (entry.level === 'info') console.info(...args);
  else console.debug(...args);
};
/* eslint-enable no-console */

export function createLogger(options: { sink?: LogSink; minLevel?: LogLevel } = {}): Logger {
  const sink = options.sink ?? consoleSink;
  const order: LogLevel[] = ['debug', 'info', 'warn', 'error'];
  const min = order.indexOf(options.minLevel ?? 'info');
  const entries: LogEntry[] = [];

  const write = (level: LogLevel, source: string, message: string, details?: unknown) => {
    const entry: LogEntry = { level, source, message, details, at: Date.now() };
    entries.push(entry);
    if (entries.length > KEPT_ENTRIES) entries.shift();
    if (order.indexOf(level) >= min) sink(entry);
  };

  const logger: Logger = {
    debug: (s, m, d) => write('debug', s, m, d),
    info: (s, m, d) => write('info', s, m, d),
    warn: (s, m, d) => write('warn', s, m, d),
    error: (s, m, d) => write('error', s, m, d),
    scope: (source) => ({
      debug: (m, d) => write('debug', source, m, d),
      info: (m, d) => write('info', source, m, d),
      warn: (m, d) => write('warn', source, m, d),
      error: (m, d) => write('error', source, m, d),
    }),
    entries,
  };
  return logger;
}

/** A readable message out of anything thrown. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error);
  } catch {
    return String(error);
  }
}
