import type * as CoreModule from '@lingui/core';
import type * as DomainModule from '../../src/domain/i18n';

type Core = typeof CoreModule;
type Domain = typeof DomainModule;

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
