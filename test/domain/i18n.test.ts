type Core = typeof import('@lingui/core');
type Domain = typeof import('../../src/domain/i18n');

describe('the domain’s catalogue', () => {
  it('speaks English until the page loads a language', () => {
    jest.isolateModules(() => {
      expect(jest.requireActual<Domain>('../../src/domain/i18n').i18n.locale).toBe('en');
    });
  });

  it('keeps the page’s language when a chunk loaded later imports the domain for the first time', () => {
    jest.isolateModules(() => {
      jest.requireActual<Core>('@lingui/core').i18n.loadAndActivate({ locale: 'de', messages: {} });
      expect(jest.requireActual<Domain>('../../src/domain/i18n').i18n.locale).toBe('de');
    });
  });
});
