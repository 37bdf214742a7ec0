import { installConsoleCapture } from '../../../src/adapters/logging/console-capture';
import type { LogLevel } from '../../../src/domain/logging/log-level';

const recordingConsole = () => {
  const calls: string[] = [];
  const target = {
    log: () => calls.push('log'),
    info: () => calls.push('info'),
    warn: () => calls.push('warn'),
    error: () => calls.push('error'),
  };
  return { calls, target };
};

describe('console capture by level', () => {
  it.each<[LogLevel, string[]]>([
    ['LOG', ['log', 'info', 'warn', 'error']],
    ['INFO', ['info', 'warn', 'error']],
    ['WARN', ['warn', 'error']],
    ['ERROR', ['error']],
  ])('at %s only %j reach the console', (level, expected) => {
    const { calls, target } = recordingConsole();

    installConsoleCapture(level, target);
    target.log();
    target.info();
    target.warn();
    target.error();

    expect(calls).toEqual(expected);
  });

  it('restores the silenced methods', () => {
    const { calls, target } = recordingConsole();

    const restore = installConsoleCapture('ERROR', target);
    restore();
    target.log();

    expect(calls).toEqual(['log']);
  });
});
