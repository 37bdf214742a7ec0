import { FAULTS_STORAGE_KEY, createStorageFaultSwitch } from '../../../src/stand-ins/faults/storage-fault-switch';
import { MemoryStorage } from '../../support/memory-storage';

const setup = (faults?: unknown) => {
  const storage = new MemoryStorage();
  if (faults !== undefined) storage.setItem(FAULTS_STORAGE_KEY, typeof faults === 'string' ? faults : JSON.stringify(faults));
  const slept: number[] = [];
  const faultSwitch = createStorageFaultSwitch(storage, async (ms) => {
    slept.push(ms);
  });
  return { storage, slept, faultSwitch };
};

describe('offline fault switch', () => {
  it('does nothing when no faults are set', async () => {
    const { faultSwitch, slept } = setup();

    await expect(faultSwitch.apply('subscriptionStatus')).resolves.toEqual({ kind: 'none' });
    expect(slept).toEqual([]);
  });

  it.each([
    [{ status: 500 }, { kind: 'status', status: 500 }],
    [{ network: true }, { kind: 'network' }],
    [{ error: 'InternalErrorException' }, { kind: 'error', name: 'InternalErrorException' }],
    [{ delayMs: 10 }, { kind: 'none' }],
    [{ body: 'html' }, { kind: 'body', body: 'html' }],
  ])('turns %j into %j', async (fault, outcome) => {
    const { faultSwitch } = setup({ breachStatus: fault });

    await expect(faultSwitch.apply('breachStatus')).resolves.toEqual(outcome);
  });

  it('waits out a delay before failing', async () => {
    const { faultSwitch, slept } = setup({ session: { delayMs: 16000, status: 503 } });

    await expect(faultSwitch.apply('session')).resolves.toEqual({ kind: 'status', status: 503 });
    expect(slept).toEqual([16000]);
  });

  it.each([
    [{ delay: '100ms' }, [100]],
    [{ delay: '2s' }, [2000]],
    [{ delay: '10s' }, [10000]],
    [{ delay: '2s', delayMs: 5 }, [5]],
  ])('knows the demo delays as presets: %j waits %j', async (fault, waits) => {
    const { faultSwitch, slept } = setup({ breachStatus: fault });

    await expect(faultSwitch.apply('breachStatus')).resolves.toEqual({ kind: 'none' });
    expect(slept).toEqual(waits);
  });

  it('applies a fault only to its own operation', async () => {
    const { faultSwitch } = setup({ signIn: { status: 500 } });

    await expect(faultSwitch.apply('signUp')).resolves.toEqual({ kind: 'none' });
    await expect(faultSwitch.apply('toString')).resolves.toEqual({ kind: 'none' });
  });

  it('reads the switch on every call, so a change applies at once', async () => {
    const { faultSwitch, storage } = setup();
    storage.setItem(FAULTS_STORAGE_KEY, JSON.stringify({ chat: { network: true } }));

    await expect(faultSwitch.apply('chat')).resolves.toEqual({ kind: 'network' });
  });

  it.each(['not json', '[1,2]', '{"chat":{"status":"500"}}', '42'])('ignores a malformed value %j with one warning', async (raw) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { faultSwitch } = setup(raw);

    await expect(faultSwitch.apply('chat')).resolves.toEqual({ kind: 'none' });
    await expect(faultSwitch.apply('chat')).resolves.toEqual({ kind: 'none' });
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('leaves out the entries it cannot apply, says why once, and applies the rest', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { faultSwitch } = setup({
      chat: { network: false },
      signIn: { error: 'X', times: 1 },
      getUser: { status: 500 },
      x: { network: true },
      breachStatus: { status: 503 },
    });

    await expect(faultSwitch.apply('chat')).resolves.toEqual({ kind: 'none' });
    await expect(faultSwitch.apply('signIn')).resolves.toEqual({ kind: 'none' });
    await expect(faultSwitch.apply('breachStatus')).resolves.toEqual({ kind: 'status', status: 503 });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toEqual(expect.stringContaining('chat: a fault must do something'));
    expect(warn.mock.calls[0]?.[0]).toEqual(expect.stringContaining('signIn.times is local mode only.'));
    expect(warn.mock.calls[0]?.[0]).toEqual(expect.stringContaining("'getUser' is local mode only"));
    expect(warn.mock.calls[0]?.[0]).toEqual(expect.stringContaining("Unknown operation 'x'"));
    warn.mockRestore();
  });

  it('works without storage (no faults)', async () => {
    await expect(createStorageFaultSwitch(undefined).apply('chat')).resolves.toEqual({ kind: 'none' });
  });

  it('really waits with the default sleep', async () => {
    const storage = new MemoryStorage();
    storage.setItem(FAULTS_STORAGE_KEY, JSON.stringify({ chat: { delayMs: 30 } }));
    const started = Date.now();

    await createStorageFaultSwitch(storage).apply('chat');

    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
  });
});
