import { FAULTS_STORAGE_KEY, createStorageFaultSwitch } from '../../../src/stand-ins/faults/storage-fault-switch';
import { MemoryStorage } from '../../support/memory-storage';

// As a chunk that cannot be fetched: the code that reads the faults did not load.
jest.mock('../../../src/stand-ins/faults/fault-schema', () => {
  throw new Error('Loading chunk offline-faults failed.');
});

it('applies no fault, with a warning, when the code that reads them does not load', async () => {
  const storage = new MemoryStorage();
  storage.setItem(FAULTS_STORAGE_KEY, JSON.stringify({ breachStatus: { status: 500 } }));
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);

  await expect(createStorageFaultSwitch(storage, async () => undefined).apply('breachStatus')).resolves.toEqual({ kind: 'none' });
  expect(warn).toHaveBeenCalledWith(`${FAULTS_STORAGE_KEY}: left out, as the code that reads it did not load.`);
});
