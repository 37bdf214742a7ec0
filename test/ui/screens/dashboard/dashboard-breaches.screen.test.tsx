import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as E from 'fp-ts/Either';
import { aBreach } from '../../../support/builders';
import { renderRoute } from '../../../support/render';
import { ScriptedProtectionApi } from '../../../support/fakes/scripted-protection-api';
import { buildTestServices } from '../../../support/test-services';

const BREACHES = [
  aBreach({ name: 'Collection1', title: 'Collection #1', dataClasses: ['Passwords', 'Email addresses'], isVerified: false }),
  aBreach({ name: 'Mail', title: 'Mail Co', dataClasses: ['Email addresses', 'Auth tokens'] }),
  aBreach({ name: 'Pw', title: 'Pw Co', dataClasses: ['Passwords', 'Email addresses', 'Bios'] }),
];

const api = () =>
  new ScriptedProtectionApi()
    .answeringReads()
    .script('getRemovalStats', E.right({ brokers: [] }))
    .script('getBreachStatus', E.right({ dataBreaches: BREACHES }))
    .script('getBreachProgress', E.right({ fixed: [] }));

const cards = async () => within(await screen.findByRole('list', { name: /^Breaches that need action/ })).getAllByRole('listitem', { name: /.+/ });

describe('/dashboard breach cards', () => {
  it('say each thing once, in plain words, with a first step that names the service', async () => {
    renderRoute(buildTestServices({ signedIn: true, api: api() }), '/dashboard');
    const [pw] = await cards();

    expect(within(pw!).getByRole('heading', { level: 3 })).toHaveTextContent('Pw Co');
    expect(within(pw!).getByRole('list', { name: 'Exposed data' }).textContent).toBe('PasswordsE-mail addressesProfile bios');
    expect(within(pw!).getByText(/^Change your Pw Co password/)).toBeInTheDocument();
    expect(pw!.textContent).not.toMatch(/was breached|Action needed|Bios/);
    expect(screen.getByRole('list', { name: /^Breaches that need action/ }).textContent).not.toMatch(/Auth tokens|Email/);
  });

  it('label an unverified breach as such and rank it after every verified one', async () => {
    renderRoute(buildTestServices({ signedIn: true, api: api() }), '/dashboard');
    const list = await cards();

    expect(list.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(['Pw Co', 'Mail Co', 'Collection #1']);
    expect(within(list[2]!).getByText(/^Unverified:/).parentElement).toHaveTextContent(/could not confirm where it came from/);
    expect(within(list[0]!).queryByText(/^Unverified/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fix Pw Co now' })).toBeInTheDocument();
  });

  it('say how they are ranked, beside the list they rank, and only there', async () => {
    renderRoute(buildTestServices({ signedIn: true, api: api() }), '/dashboard');
    const list = await screen.findByRole('list', { name: /^Breaches that need action/ });

    expect(list).toHaveAccessibleDescription(
      'Riskiest first: breaches that exposed passwords, sign-in details, ID numbers or bank and card details come first. Breaches we could not confirm come last.',
    );
    await userEvent.click(screen.getByRole('tab', { name: /^Fixed/ }));
    expect(screen.queryByText(/^Riskiest first/)).not.toBeInTheDocument();
  });

  it('come straight after the headline: breaches, then removal, then the account', async () => {
    renderRoute(buildTestServices({ signedIn: true, api: api() }), '/dashboard');
    await cards();

    const names = screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'));
    expect(names).toEqual(['glance-title', 'breaches-title', 'removal-title', 'subscription-title', 'profile-title']);
  });

  it('sit in two tabs, Action needed and Fixed, that arrow keys move between', async () => {
    const scripted = api()
      .script('getBreachProgress', E.right({ fixed: [{ breachKey: 'hibp::Mail', fixedAt: '2026-11-20T00:00:00.000Z' }] }))
      .script('setBreachFixed', E.right({ fixed: [] }));
    renderRoute(buildTestServices({ signedIn: true, api: scripted }), '/dashboard');
    const user = userEvent.setup();
    const tabs = within(await screen.findByRole('tablist', { name: 'Breaches' }));

    expect(tabs.getAllByRole('tab').map((t) => [t.textContent, t.getAttribute('aria-selected')])).toEqual([
      ['Action needed (2)', 'true'],
      ['Fixed (1)', 'false'],
    ]);
    expect(screen.getByRole('tabpanel', { name: 'Action needed (2)' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Breaches you have dealt with' })).not.toBeInTheDocument();

    tabs.getByRole('tab', { name: 'Action needed (2)' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(tabs.getByRole('tab', { name: 'Fixed (1)' })).toHaveFocus();
    expect(tabs.getByRole('tab', { name: 'Fixed (1)' })).toHaveAttribute('aria-selected', 'true');
    const fixed = screen.getByRole('list', { name: 'Breaches you have dealt with' });
    expect(within(fixed).getByRole('heading', { level: 3 })).toHaveTextContent('Mail Co');
    expect(within(fixed).getByText(/^Marked fixed on/)).toHaveTextContent('Marked fixed on November 20, 2026 · Sign-in tokens and e-mail addresses');
    expect(screen.queryByRole('list', { name: /^Breaches that need action/ })).not.toBeInTheDocument();

    // Undo: it needs action again, and that is where it is shown, with focus on it.
    await user.click(within(fixed).getByRole('button', { name: /^Undo/ }));
    expect(await screen.findByRole('tab', { name: 'Action needed (3)', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Mail Co' })).toHaveFocus();
  });

  it('filter by kind of data, in plain words, in either tab', async () => {
    renderRoute(buildTestServices({ signedIn: true, api: api() }), '/dashboard');
    const user = userEvent.setup();
    await cards();
    const kind = screen.getByRole('combobox', { name: 'Kind of data' });

    expect(
      within(kind)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All kinds (3 breaches)', 'Passwords (2)', 'Sign-in tokens (1)', 'E-mail addresses (3)', 'Profile bios (1)']);
    await user.selectOptions(kind, 'Sign-in tokens (1)');
    expect((await cards()).map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(['Mail Co']);
    expect(screen.getByRole('tab', { name: 'Action needed (1 of 3)' })).toBeInTheDocument();

    // The headline's fix opens its breach even when the filter hides it.
    await user.click(screen.getByRole('button', { name: 'Fix Pw Co now' }));
    expect(kind).toHaveValue('');
    expect(screen.getByRole('heading', { level: 4, name: 'Passwords exposed' })).toHaveFocus();
  });

  it('walk a breach step by step: what leaked, why it matters, numbered steps and the time they take; Skip for now goes on to the next', async () => {
    const services = buildTestServices({ signedIn: true, api: api() });
    renderRoute(services, '/dashboard');
    const user = userEvent.setup();
    const [pw] = await cards();

    expect(within(pw!).getByText('3 parts, about 17 minutes')).toBeInTheDocument();
    await user.click(within(pw!).getByRole('button', { name: /^Fix it now/ }));
    const fix = within(pw!).getByRole('group', { name: 'Passwords exposed' });
    expect(within(fix).getByText('Part 1 of 3 · about 10 minutes')).toBeInTheDocument();
    expect(within(fix).getByText('Why it matters:').parentElement).toHaveTextContent(/^Why it matters: Anyone with this password can try it/);
    const todo = within(fix).getByRole('list', { name: 'What to do' });
    expect(todo.tagName).toBe('OL');
    expect(within(todo).getAllByRole('listitem')).toHaveLength(4);
    expect(within(fix).getByRole('link', { name: /^Ask about this breach/ })).toBeInTheDocument();
    expect(within(fix).getByRole('button', { name: 'Next: E-mail addresses' })).toBeInTheDocument();

    await user.click(within(fix).getByRole('button', { name: 'Skip for now' }));
    expect(within(pw!).queryByRole('group')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Sign-in tokens exposed' })).toHaveFocus();
    expect(services.tracked).toContainEqual({ type: 'guided fix', name: 'skip', dataClass: 'Passwords' });
  });
});

describe('/dashboard fix effort', () => {
  it('counts a step several breaches share once: in the first fix, or in one already done; the others say so and go first to their own', async () => {
    renderRoute(buildTestServices({ signedIn: true, api: api() }), '/dashboard');
    const user = userEvent.setup();
    const [pw, mail, collection] = await cards();

    expect(screen.getByText('About 22 minutes for all 3: a step they share counts once.')).toBeInTheDocument();
    expect(within(pw!).getByText('3 parts, about 17 minutes')).toBeInTheDocument();
    expect(within(mail!).getByText('2 parts, about 2 minutes: 1 shared with another breach')).toBeInTheDocument();
    expect(within(collection!).getByText('2 parts, about 3 minutes: both shared with other breaches')).toBeInTheDocument();

    await user.click(within(mail!).getByRole('button', { name: /^Fix it now/ }));
    await user.click(within(mail!).getByRole('button', { name: 'Next: E-mail addresses' }));
    const shared = within(mail!).getByRole('group', { name: 'E-mail addresses exposed' });
    expect(within(shared).getByText('Part 2 of 2 · no extra time')).toBeInTheDocument();
    expect(within(shared).getByText(/^You do this once for all your breaches/)).toHaveTextContent(
      'You do this once for all your breaches: it is also part of Pw Co’s fix, and counted there.',
    );

    await user.click(within(collection!).getByRole('button', { name: /^Fix it now/ }));
    const password = within(collection!).getByRole('group', { name: 'Passwords exposed' });
    expect(within(password).getByText('Part 1 of 2 · about 3 minutes')).toBeInTheDocument();
    expect(within(password).getByText('Only the first step is new here: the rest is also part of Pw Co’s fix.')).toBeInTheDocument();
  });

  it('names a fix already done as the one that held a shared step', async () => {
    const scripted = api().script('getBreachProgress', E.right({ fixed: [{ breachKey: 'hibp::Pw', fixedAt: '2026-11-20T00:00:00.000Z' }] }));
    renderRoute(buildTestServices({ signedIn: true, api: scripted }), '/dashboard');
    const user = userEvent.setup();
    const [mail, collection] = await cards();

    expect(screen.getByText('About 5 minutes for both: a step they share counts once.')).toBeInTheDocument();
    await user.click(within(collection!).getByRole('button', { name: /^Fix it now/ }));
    expect(within(collection!).getByText('Only the first step is new here: you did the rest when you fixed Pw Co.')).toBeInTheDocument();
    await user.click(within(mail!).getByRole('button', { name: /^Fix it now/ }));
    await user.click(within(mail!).getByRole('button', { name: 'Next: E-mail addresses' }));
    expect(within(mail!).getByText('You did this once for all your breaches, when you fixed Pw Co.')).toBeInTheDocument();
  });
});

describe('/dashboard records left out', () => {
  it.each([
    [1, 'We left out 1 record that Have I Been Pwned marks as a spam list, retired or fabricated: it is not a real exposure of your data.'],
    [2, 'We left out 2 records that Have I Been Pwned marks as spam lists, retired or fabricated: they are not real exposures of your data.'],
  ])('%i left out: the sentence agrees with its number', async (n, words) => {
    const spam = Array.from({ length: n }, (_, i) => aBreach({ name: `Spam${i}`, title: `Spam ${i}`, isSpamList: true }));
    const answers = api().script('getBreachStatus', E.right({ dataBreaches: [...BREACHES, ...spam] }));
    renderRoute(buildTestServices({ signedIn: true, api: answers }), '/dashboard');

    expect(await screen.findByText(words)).toBeInTheDocument();
  });
});
