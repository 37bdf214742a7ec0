import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as E from 'fp-ts/Either';
import { aBreach } from '../../../support/builders';
import { renderRoute } from '../../../support/render';
import { ScriptedProtectionApi } from '../../../support/fakes/scripted-protection-api';
import { speakEnglishAgain, speakInTests } from '../../../support/speak';
import { buildTestServices } from '../../../support/test-services';

const api = () =>
  new ScriptedProtectionApi()
    .answeringReads()
    .script('getRemovalStats', E.right({ brokers: [{ brokerId: 'a', brokerName: 'Acme', state: 'FOUND', requestedAt: null, removedAt: null }] }))
    .script(
      'getBreachStatus',
      E.right({
        dataBreaches: [
          aBreach({ name: 'Pw', title: 'Pw Co', dataClasses: ['Passwords', 'Email addresses'], pwnCount: 1 }),
          aBreach({ name: 'Mail', title: 'Mail Co', dataClasses: ['Email addresses'], pwnCount: 152_445_165 }),
          aBreach({ name: 'Old', title: 'Old Co', dataClasses: ['Email addresses'] }),
        ],
      }),
    )
    .script('getBreachProgress', E.right({ fixed: [{ breachKey: 'hibp::Old', fixedAt: '2026-11-20T00:00:00.000Z' }] }));

describe('/dashboard’s breaches, in German', () => {
  beforeEach(() => speakInTests('de'));
  // Unmounted first, so that going back to English re-renders nothing.
  afterEach(() => {
    cleanup();
    speakEnglishAgain();
  });

  it('names the card, its tabs, its filter and each breach in German, with counts in their plural', async () => {
    renderRoute(buildTestServices({ signedIn: true, api: api() }), '/dashboard');
    const list = await screen.findByRole('list', { name: 'Datenlecks mit Handlungsbedarf, die riskantesten zuerst' });

    expect(screen.getByRole('heading', { level: 1, name: 'Ihr Schutz' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Datenlecks' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Datenlecks: 1 von 3 behoben' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Datenhändler: 0 von 1 gelöscht' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: 'Datenlecks' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Zu erledigen (2)', 'Behoben (1)']);
    expect(screen.getByRole('option', { name: 'Alle Arten (3 Datenlecks)' })).toBeInTheDocument();
    expect(within(list).getByText('Oktober 2013 · 1 Konto')).toBeInTheDocument();
    expect(within(list).getByText('Oktober 2013 · 152.445.165 Konten')).toBeInTheDocument();
    expect(within(list).getAllByRole('list', { name: 'Offengelegte Daten' })).toHaveLength(2);
    expect(within(list).getAllByRole('button', { name: /^Jetzt beheben/ })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Pw Co jetzt beheben' })).toBeInTheDocument();
    expect(screen.getByText(/^Die riskantesten zuerst: Datenlecks, die Passwörter/)).toBeInTheDocument();
    expect(screen.getByText(/^Etwa \d+ Minuten für beide: Ein gemeinsamer Schritt zählt nur einmal\.$/)).toBeInTheDocument();
    expect(within(list).getByText(/^2 Teile, etwa \d+ Minuten: 1 davon gilt auch für ein anderes Datenleck$/)).toBeInTheDocument();
  });

  it('walks a fix in German, part by part, and says what is fixed', async () => {
    renderRoute(buildTestServices({ signedIn: true, api: api() }), '/dashboard');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Pw Co jetzt beheben' }));
    expect(await screen.findByText(/^Teil 1 von 2 · etwa \d+ Minuten$/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: / offengelegt$/ })).toHaveFocus();
    expect(screen.getByRole('list', { name: 'Was zu tun ist' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vorerst überspringen' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Weiter: / }));
    expect(screen.getByText(/^Teil 2 von 2 · /)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zurück' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erledigt: als behoben markieren' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Schritte schließen' }));
    await user.click(screen.getByRole('tab', { name: 'Behoben (1)' }));
    expect(screen.getByText(/^Am 20\. November 2026 als behoben markiert · /)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rückgängig: noch zu erledigen (Old Co)' })).toBeInTheDocument();
  });
});
