import { screen, within } from '@testing-library/react';
import * as E from 'fp-ts/Either';
import { renderRoute } from '../../../support/render';
import { aSubscriptionStatus } from '../../../support/builders';
import { ScriptedProtectionApi } from '../../../support/fakes/scripted-protection-api';
import { buildTestServices } from '../../../support/test-services';

const card = () => screen.getByRole('region', { name: 'Your subscription' });
const show = async (status: string, link = '') => {
  const services = buildTestServices({
    signedIn: true,
    api: new ScriptedProtectionApi().answeringReads().script('getSubscriptionStatus', E.right(aSubscriptionStatus({ status, link, daysRemaining: 'Unknown' }))),
  });
  renderRoute(services, '/dashboard');
  await screen.findByRole('heading', { level: 1, name: 'Your protection' });
  return services.links;
};
const link = (name: RegExp) => within(card()).findByRole('link', { name });

describe('/dashboard: what the subscription card offers', () => {
  it('a subscriber manages the plan on the configured page when the service gives no usable link, in a new tab without an opener', async () => {
    const links = await show('TRIALING', 'https://evil.example/portal');
    const manage = await link(/^Manage your subscription/);
    expect(manage).toHaveAttribute('href', links.manageSubscription);
    expect(manage).toHaveAttribute('target', '_blank');
    expect(manage.getAttribute('rel')).toContain('noopener');
    expect(within(card()).queryByRole('link', { name: /^Subscribe/ })).not.toBeInTheDocument();
  });

  it('someone whose plan has ended gets the monthly and annual purchase links, and their account for past payments', async () => {
    const links = await show('CANCELED');
    expect(await link(/^Subscribe monthly/)).toHaveAttribute('href', links.buyMonthly);
    expect(await link(/^Subscribe annually/)).toHaveAttribute('href', links.buyAnnual);
    expect(await link(/^the billing page/)).toHaveAttribute('href', links.manageSubscription);
    expect(within(card()).queryByRole('link', { name: /^Manage your subscription/ })).not.toBeInTheDocument();
  });

  it('when the plan could not be checked, it says so plainly, offers to try again, and still offers the management page', async () => {
    const links = await show('UNKNOWN');
    expect(await within(card()).findByText('We could not check your subscription just now.')).toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: 'Try again to load your subscription' })).toBeInTheDocument();
    expect(await link(/^the billing page/)).toHaveAttribute('href', links.manageSubscription);
    expect(within(card()).queryByRole('link', { name: /^Subscribe/ })).not.toBeInTheDocument();
  });
});

describe('/dashboard: a trial', () => {
  it('says the day it ends and that cancelling before then costs nothing', async () => {
    renderRoute(buildTestServices({ signedIn: true, api: new ScriptedProtectionApi().answeringReads() }), '/dashboard');

    expect(
      await within(await screen.findByRole('region', { name: 'Your subscription' })).findByText(
        /^Your free trial ends on [A-Z][a-z]+ \d{1,2}, \d{4}\. Cancel before then and you pay nothing\.$/,
      ),
    ).toBeInTheDocument();
  });
});
