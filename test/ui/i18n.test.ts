// The words off the dashboard's path come with the code that shows them; a failed fetch of them is tried again.
import { i18n } from '@lingui/core';
import { speak, withWords } from '../../src/ui/i18n';
import { speakEnglishAgain } from '../support/speak';

let mockFetchesToFail = 0;
jest.mock('../../src/ui/locales/en.po', () => ({ __esModule: true, messages: {} }));
jest.mock('../../src/ui/locales/offline/en.po', () => ({ __esModule: true, messages: {} }));
jest.mock('../../src/ui/locales/elsewhere/en.po', () => ({
  __esModule: true,
  get messages() {
    if (mockFetchesToFail-- > 0) throw new Error('offline');
    return { 'a-dialog': ['Words of a dialog'] };
  },
}));

afterEach(speakEnglishAgain);

describe('withWords', () => {
  it('gives the chunk once the other catalogue is loaded', async () => {
    await speak(window.localStorage, ['en-US']);
    const chunk = { views: 'dialogs' };

    await expect(withWords(Promise.resolve(chunk))).resolves.toBe(chunk);
    expect(i18n._('a-dialog')).toBe('Words of a dialog');
  });

  it('fails with a failed fetch of the words, and fetches them again on the next request', async () => {
    mockFetchesToFail = 1;
    await speak(window.localStorage, ['en-US']);
    const chunk = { views: 'dialogs' };

    await expect(withWords(Promise.resolve(chunk))).rejects.toThrow('offline');
    await expect(withWords(Promise.resolve(chunk))).resolves.toBe(chunk);
    expect(i18n._('a-dialog')).toBe('Words of a dialog');
  });
});
