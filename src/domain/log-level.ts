export const LOG_LEVELS = ['LOG', 'INFO', 'WARN', 'ERROR'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const CONSOLE_METHODS = ['log', 'info', 'warn', 'error'] as const;
export type ConsoleMethod = (typeof CONSOLE_METHODS)[number];

export function capturedMethods(level: LogLevel): readonly ConsoleMethod[] {
  return CONSOLE_METHODS.slice(LOG_LEVELS.indexOf(level));
}

export const isCaptured = (level: LogLevel, method: ConsoleMethod): boolean => capturedMethods(level).includes(method);
