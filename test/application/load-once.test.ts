import { loadOnce } from '../../src/application/load-once';

describe('loadOnce', () => {
  it('builds once, on the first load, however many loads wait for it', async () => {
    const make = jest.fn(async () => ({ built: true }));
    const part = loadOnce(make);

    expect(part.current()).toBeUndefined();
    expect(make).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([part.load(), part.load()]);

    expect(first).toBe(second);
    expect(part.current()).toBe(first);
    await part.load();
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('tries again on the next load when the code could not be fetched', async () => {
    const make = jest.fn<Promise<string>, []>().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValueOnce('built');
    const part = loadOnce(make);

    await expect(part.load()).rejects.toThrow('ChunkLoadError');
    expect(part.current()).toBeUndefined();
    await expect(part.load()).resolves.toBe('built');
    expect(make).toHaveBeenCalledTimes(2);
  });
});
