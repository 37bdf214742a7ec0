import { decodeFaults, type FaultMode } from '../../../src/stand-ins/faults/fault-schema';

const decode = (value: unknown, mode: FaultMode) => {
  const { faults, problems } = decodeFaults(value, mode);
  return { faults: Object.fromEntries(faults), problems };
};

describe('the fault schema', () => {
  it.each<FaultMode>(['offline', 'local'])('decodes the fields both modes share the same way in %s mode', (mode) => {
    const value = { signIn: { error: 'InternalErrorException', status: 503, delayMs: 20 }, breachStatus: { body: 'html' }, chat: { delay: '2s' } };

    expect(decode(value, mode)).toEqual({
      faults: { signIn: { error: 'InternalErrorException', status: 503, delayMs: 20 }, breachStatus: { body: 'html' }, chat: { delayMs: 2000 } },
      problems: [],
    });
  });

  it('lets delayMs win over a demo delay', () => {
    expect(decode({ chat: { delay: '10s', delayMs: 5 } }, 'local').faults).toEqual({ chat: { delayMs: 5 } });
  });

  it.each([
    ['offline', { session: { network: true } }],
    [
      'local',
      { signIn: { message: 'Slow down', times: 2, error: 'LimitExceededException' }, chat: { frame: 'oversized', close: true }, GetUser: { status: 500 } },
    ],
  ] as const)('takes what only %s mode can honour there', (mode, value) => {
    expect(decode(value, mode)).toEqual({ faults: value, problems: [] });
  });

  it.each([
    ['local', { session: { status: 500 } }, "'session' is offline mode only; use one of signUp"],
    ['offline', { SignUp: { status: 500 } }, "'SignUp' is local mode only; use one of session, signUp"],
    ['local', { chat: { network: true } }, 'chat.network is offline mode only.'],
    ['offline', { chat: { frame: 'oversized' } }, 'chat.frame is local mode only.'],
    ['offline', { signIn: { error: 'X', message: 'm' } }, 'signIn.message is local mode only.'],
    ['local', { chat: { delayMS: 10 } }, 'chat.delayMS is not a fault field; use error, message, status, body, frame, close, delayMs, delay, times.'],
    ['local', { chat: { delay: '3s' } }, 'chat.delay must be one of 100ms, 2s, 10s.'],
    ['local', { chat: { delayMs: 1.5 } }, 'chat.delayMs must be a whole number of milliseconds, 0…120000.'],
    ['offline', { chat: { status: 200 } }, 'chat.status must be an HTTP error status (400…599).'],
    ['offline', { chat: { body: 'gibberish' } }, 'chat.body must be one of malformed-json, html, wrong-types, prototype-pollution, hostile-links.'],
    [
      'local',
      { chat: { close: false, times: 1 } },
      'chat: a fault must do something; give error, status, body, frame, close, delayMs, delay or a combination.',
    ],
    ['offline', { Teleport: {} }, "Unknown operation 'Teleport'; use one of session,"],
    ['offline', { chat: 'down' }, 'chat: a fault must be an object.'],
    ['local', [], 'The faults must be a JSON object of operation → fault.'],
  ] as const)('in %s mode refuses %j, saying why', (mode, value, reason) => {
    const { problems } = decode(value, mode);

    expect(problems).toEqual([expect.stringContaining(reason)]);
  });

  it('keeps the entries that decode next to the ones that do not', () => {
    expect(decode({ chat: { times: 1 }, breachStatus: { status: 500 } }, 'offline')).toEqual({
      faults: { breachStatus: { status: 500 } },
      problems: ['chat.times is local mode only.'],
    });
  });

  it('never follows a prototype key', () => {
    const { faults, problems } = decode(JSON.parse('{"chat": {"__proto__": {"status": 500}}, "__proto__": {"status": 500}}'), 'local');

    expect(faults).toEqual({});
    expect(problems).toHaveLength(2);
  });
});
