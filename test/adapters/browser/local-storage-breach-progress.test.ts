import { breachProgressKey, LocalStorageBreachProgress } from '../../../src/adapters/browser/local-storage-breach-progress';
import { MemoryStorage } from '../../support/memory-storage';

describe('LocalStorageBreachProgress', () => {
  it('keeps progress per user id, under a key without the e-mail address', () => {
    const storage = new MemoryStorage();
    const device = new LocalStorageBreachProgress(storage);
    const progress = { fixed: [{ breachKey: 'hibp::Adobe', fixedAt: '2026-11-26T10:00:00.000Z' }] };

    expect(device.write('user-1', progress)).toBe(true);
    expect(device.read('user-1')).toEqual(progress);
    expect(device.read('user-2')).toEqual({ fixed: [] });
    expect(storage.getItem(breachProgressKey('user-1'))).toBe(JSON.stringify(progress));
    expect(breachProgressKey('user-1')).not.toContain('@');
  });

  it.each(['not json', '{"fixed": 3}', '{"fixed": [{"breachKey": 1}]}', 'null'])('reads %j as no progress', (raw) => {
    const storage = new MemoryStorage();
    storage.setItem(breachProgressKey('u'), raw);
    expect(new LocalStorageBreachProgress(storage).read('u')).toEqual({ fixed: [] });
  });

  it('never throws when storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const device = new LocalStorageBreachProgress(refusing);
    expect(device.read('u')).toEqual({ fixed: [] });
    expect(device.write('u', { fixed: [] })).toBe(false);
  });
});
