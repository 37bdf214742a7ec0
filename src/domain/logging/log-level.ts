// Console capture by level: each level captures itself and everything more severe.

export const LOG_LEVELS = ['LOG', 'INFO', 'WARN', 'ERROR'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The console methods the app writes through, least severe first. */
export const CONSOLE_METHODS = ['log', 'info', 'warn', 'error'] as const;
export type ConsoleMethod = (typeof CONSOLE_METHODS)[number];

/** The console methods a level captures; the others are silenced. */
export function capturedMethods(level: LogLevel): readonly ConsoleMethod[] {
  return CONSOLE_METHODS.slice(LOG_LEVELS.indexOf(level));
}

/** Whether a console method is captured at a level. */
export const isCaptured = (level: LogLevel, method: ConsoleMethod): boolean => capturedMethods(level).includes(method);
