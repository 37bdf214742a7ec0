import { cleanup, screen } from '@testing-library/react';
import { renderRoute } from '../../../support/render';
import { speakEnglishAgain, speakInTests } from '../../../support/speak';
import { buildTestServices } from '../../../support/test-services';

describe('the landing page in German', () => {
  beforeEach(() => speakInTests('de'));
  afterEach(() => {
    cleanup();
    speakEnglishAgain();
  });

  it('speaks German from the catalogue: the promise, the example, the ways in and the facts', async () => {
    renderRoute(buildTestServices({ signedIn: false, operator: 'Example Privacy Ltd' }), '/');

    await screen.findByRole('heading', { level: 1, name: 'Ihre persönlichen Daten, geschützt.' });
    expect(screen.getByRole('figure', { name: 'Ein Beispiel Ihrer Übersicht' })).toContainElement(
      screen.getByRole('img', { name: /^Beispiel einer Übersicht: 2 Datenlecks erfordern Ihr Handeln/ }),
    );
    expect(screen.getByText('1 von 3 behoben')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jetzt starten' })).toHaveAttribute('href', '/sign-up');
    expect(screen.getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/sign-in');
    expect(screen.getByRole('heading', { level: 3, name: 'Fragen zu einem Datenleck' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Warum Sie Protect vertrauen können' })).toBeInTheDocument();
    expect(screen.getByText('Protect wird betrieben von Example Privacy Ltd.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zum Blog (öffnet in einem neuen Tab)' })).toBeInTheDocument();
  });
});
