import { CONSOLE_METHODS, isCaptured, type LogLevel } from '../../domain/logging/log-level';

type ConsoleLike = Record<(typeof CONSOLE_METHODS)[number], (...args: unknown[]) => void>;

/** Replaces the methods the level does not capture with no-ops. Returns a function that restores them. */
export function installConsoleCapture(level: LogLevel, target: ConsoleLike = console): () => void {
  const originals = { ...target };
  for (const method of CONSOLE_METHODS) {
    if (!isCaptured(level, method)) target[method] = () => undefined;
  }
  return () => {
    for (const method of CONSOLE_METHODS) target[method] = originals[method];
  };
}
