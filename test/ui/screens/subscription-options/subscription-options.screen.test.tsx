import { screen, waitFor, within } from '@testing-library/react';
import * as E from 'fp-ts/Either';
import { ScriptedProtectionApi } from '../../../support/fakes/scripted-protection-api';
import { renderRoute } from '../../../support/render';
import { buildTestServices } from '../../../support/test-services';

const plan = (name: string) => screen.getByRole('region', { name });

describe('subscription options', () => {
  it('shows each plan’s configured price and what paying once a year saves', async () => {
    renderRoute(buildTestServices({ signedIn: true, prices: { monthly: 999, annual: 9999, currency: 'USD' } }), '/subscription-options');

    await screen.findByRole('heading', { level: 1, name: 'Choose your plan' });
    expect(within(plan('Monthly')).getByText('$9.99 a month')).toBeInTheDocument();
    expect(within(plan('Monthly')).getByText('Billed every month.')).toBeInTheDocument();
    expect(within(plan('Annual')).getByText('$99.99 a year')).toBeInTheDocument();
    expect(within(plan('Annual')).getByText('Billed once a year. $19.89 less than 12 monthly payments.')).toBeInTheDocument();
  });

  it('works the saving out from the prices it is given', async () => {
    renderRoute(buildTestServices({ signedIn: true, prices: { monthly: 800, annual: 9000, currency: 'EUR' } }), '/subscription-options');

    await screen.findByRole('heading', { level: 1, name: 'Choose your plan' });
    expect(within(plan('Monthly')).getByText('€8.00 a month')).toBeInTheDocument();
    expect(within(plan('Annual')).getByText('Billed once a year. €6.00 less than 12 monthly payments.')).toBeInTheDocument();
  });

  it('without configured prices shows both plans with their purchase links and no price', async () => {
    renderRoute(buildTestServices({ signedIn: true, prices: undefined }), '/subscription-options');

    await screen.findByRole('heading', { level: 1, name: 'Choose your plan' });
    expect(within(plan('Monthly')).getByRole('link', { name: /^Subscribe monthly/ })).toHaveAttribute('href', 'https://protect.example/buy/monthly');
    expect(within(plan('Annual')).getByRole('link', { name: /^Subscribe annually/ })).toHaveAttribute('href', 'https://protect.example/buy/annual');
    expect(within(plan('Annual')).getByText('Billed once a year.')).toBeInTheDocument();
    expect(screen.queryByText(/\$|€|£|free/)).not.toBeInTheDocument();
  });

  it('says the trial has started, recommends the annual plan first, lists what is included once, and offers the results first', async () => {
    const api = new ScriptedProtectionApi().answeringReads().script('getSubscriptionStatus', E.right({ status: 'TRIALING', daysRemaining: 14, link: '' }));
    renderRoute(buildTestServices({ signedIn: true, api }), '/subscription-options');

    const started = await screen.findByText(
      /^Your free trial has started: 14 days of everything Protect does, with nothing to pay, until [A-Z][a-z]+ \d{1,2}, \d{4}\.$/,
    );
    expect(started.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'See your results first' })).toHaveAttribute('href', '/dashboard');
    const plans = screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'));
    expect(plans).toEqual(['plan-annual', 'plan-monthly']);
    expect(within(plan('Annual')).getByText('Recommended')).toBeInTheDocument();
    expect(screen.getAllByText('Breach monitoring for every e-mail address you add')).toHaveLength(1);
  });

  it('says nothing of a trial to someone who is not on one', async () => {
    const api = new ScriptedProtectionApi().answeringReads().script('getSubscriptionStatus', E.right({ status: 'CANCELED', daysRemaining: 0, link: '' }));
    renderRoute(buildTestServices({ signedIn: true, api }), '/subscription-options');

    await screen.findByRole('heading', { level: 1, name: 'Choose your plan' });
    await waitFor(() => expect(api.calls.map((c) => c.method)).toContain('getSubscriptionStatus'));
    await screen.findByRole('link', { name: 'See your results first' });
    expect(screen.queryByText(/trial/)).not.toBeInTheDocument();
  });
});
