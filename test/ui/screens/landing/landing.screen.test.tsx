import { screen } from '@testing-library/react';
import { renderRoute } from '../../../support/render';
import { buildTestServices } from '../../../support/test-services';

describe('the landing page', () => {
  it('shows the product, what it costs with its trial, why it can be trusted, and a way in', async () => {
    renderRoute(buildTestServices({ signedIn: false }), '/');

    await screen.findByRole('heading', { level: 1, name: 'Your personal data, protected.' });
    expect(screen.getByRole('figure', { name: 'An example of your dashboard' })).toContainElement(screen.getByRole('img', { name: /^An example dashboard:/ }));
    expect(screen.getByText('Free for 14 days, then $9.99 a month or $99.99 a year. Cancel at any time.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/sign-up');
    expect(screen.getByRole('heading', { level: 2, name: 'Why you can trust it' })).toBeInTheDocument();
  });

  it('says who runs Protect when it is configured, and nothing made up when it is not', async () => {
    const { unmount } = renderRoute(buildTestServices({ signedIn: false, operator: 'Example Privacy Ltd, London, United Kingdom' }), '/');
    expect(await screen.findByText('Protect is run by Example Privacy Ltd, London, United Kingdom.')).toBeInTheDocument();
    unmount();

    renderRoute(buildTestServices({ signedIn: false }), '/');
    await screen.findByRole('heading', { level: 1, name: 'Your personal data, protected.' });
    expect(screen.queryByText(/Protect is run by/)).not.toBeInTheDocument();
  });

  it('names no price and no trial when none is configured', async () => {
    renderRoute(buildTestServices({ signedIn: false, prices: undefined, trialDays: null }), '/');

    await screen.findByRole('heading', { level: 1, name: 'Your personal data, protected.' });
    expect(screen.queryByText(/\$|Free for|Cancel at any time/)).not.toBeInTheDocument();
  });
});
