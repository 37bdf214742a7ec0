import { cleanup, screen, within } from '@testing-library/react';
import * as E from 'fp-ts/Either';
import { ScriptedProtectionApi } from '../../../support/fakes/scripted-protection-api';
import { renderRoute } from '../../../support/render';
import { speakEnglishAgain, speakInTests } from '../../../support/speak';
import { buildTestServices } from '../../../support/test-services';

const trialOf = (daysRemaining: number) =>
  new ScriptedProtectionApi().answeringReads().script('getSubscriptionStatus', E.right({ status: 'TRIALING', daysRemaining, link: '' }));

describe('subscription options in German', () => {
  beforeEach(() => speakInTests('de'));
  afterEach(() => {
    cleanup();
    speakEnglishAgain();
  });

  it('counts the trial’s days and names its last one, then the plans and what both include', async () => {
    renderRoute(buildTestServices({ signedIn: true, api: trialOf(14), prices: undefined }), '/subscription-options');

    expect(
      await screen.findByText(
        /^Ihr kostenloser Testzeitraum hat begonnen: 14 Tage lang alles, was Protect bietet, ohne Kosten, bis zum \d{1,2}\. [A-ZÄÖÜ][a-zäöü]+ \d{4}\.$/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Wählen Sie Ihren Tarif' })).toBeInTheDocument();
    const annual = screen.getByRole('region', { name: 'Jährlich' });
    expect(within(annual).getByText('Empfohlen')).toBeInTheDocument();
    expect(within(annual).getByText('Jährliche Abrechnung.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Monatlich' })).getByRole('link', { name: /^Monatlich abonnieren/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Beide Tarife enthalten' })).toBeInTheDocument();
    expect(screen.getByText('Support per Chat')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zuerst Ergebnisse ansehen' })).toHaveAttribute('href', '/dashboard');
  });

  it('says one day in the singular', async () => {
    renderRoute(buildTestServices({ signedIn: true, api: trialOf(1), prices: undefined }), '/subscription-options');

    expect(await screen.findByText(/^Ihr kostenloser Testzeitraum hat begonnen: 1 Tag lang alles/)).toBeInTheDocument();
  });
});
