import { CONSOLE_METHODS, LOG_LEVELS, capturedMethods, isCaptured, type ConsoleMethod, type LogLevel } from '../../src/domain/log-level';

describe('log-level capture', () => {
  it.each<[LogLevel, ConsoleMethod[]]>([
    ['LOG', ['log', 'info', 'warn', 'error']],
    ['INFO', ['info', 'warn', 'error']],
    ['WARN', ['warn', 'error']],
    ['ERROR', ['error']],
  ])('%s captures exactly %j', (level, methods) => {
    expect(capturedMethods(level)).toEqual(methods);
  });

  it.each<[LogLevel, ConsoleMethod, boolean]>([
    ['ERROR', 'warn', false],
    ['ERROR', 'error', true],
    ['WARN', 'info', false],
    ['INFO', 'log', false],
    ['LOG', 'log', true],
  ])('at %s, %s is captured: %s', (level, method, expected) => {
    expect(isCaptured(level, method)).toBe(expected);
  });
});

describe('log levels', () => {
  it('are LOG, INFO, WARN and ERROR, least severe first', () => {
    expect(LOG_LEVELS).toEqual(['LOG', 'INFO', 'WARN', 'ERROR']);
    expect(CONSOLE_METHODS).toEqual(['log', 'info', 'warn', 'error']);
  });
});
