import { screen, within } from '@testing-library/react';
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
    expect(within(plan('Annual')).getByText('Billed once a year. Two months free: $19.89 less than 12 monthly payments.')).toBeInTheDocument();
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
});
