import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigErrorView } from '../../../src/ui/app/error-pages.view';
import { PENDING_HINT_DELAY_MS, PendingView } from '../../../src/ui/app/pending.view';
import { renderRoute, renderSpeaking } from '../../support/render';
import { buildTestServices } from '../../support/test-services';

const footer = () => screen.getByRole('contentinfo');

describe('footer (spec §1)', () => {
  it('shows Earn to a signed-in user', async () => {
    renderRoute(buildTestServices({ signedIn: true }), '/');

    await screen.findByRole('heading', { level: 1, name: 'Your personal data, protected.' });
    expect(within(footer()).getByRole('link', { name: /^Earn/ })).toHaveAttribute('href', 'https://protect.example/earn');
  });

  it('hides Earn from a signed-out visitor', async () => {
    renderRoute(buildTestServices({ signedIn: false }), '/');

    await screen.findByRole('heading', { level: 1, name: 'Your personal data, protected.' });
    expect(within(footer()).queryByRole('link', { name: /^Earn/ })).not.toBeInTheDocument();
  });

  it('shows the privacy, incentive and four social links and the year from the clock', async () => {
    renderRoute(buildTestServices({ now: Date.UTC(2031, 5, 1) }), '/');

    await screen.findByRole('heading', { level: 1, name: 'Your personal data, protected.' });
    const links = within(footer());
    expect(links.getByRole('link', { name: /^Privacy policy/ })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(links.getByRole('link', { name: /^Notice of incentive/ })).toBeInTheDocument();
    for (const name of ['Facebook', 'Instagram', 'X', 'LinkedIn']) {
      expect(links.getByRole('link', { name: `Protect on ${name}` })).toHaveAttribute('target', '_blank');
    }
    expect(footer()).toHaveTextContent('© 2031 Protect');
  });

  it('shows each social profile as a drawn icon, named in words, with no stray letters', async () => {
    renderRoute(buildTestServices(), '/');

    await screen.findByRole('heading', { level: 1, name: 'Your personal data, protected.' });
    for (const name of ['Facebook', 'Instagram', 'X', 'LinkedIn']) {
      const link = within(footer()).getByRole('link', { name: `Protect on ${name}` });
      const icon = link.querySelector('svg');
      expect(icon).toHaveAttribute('aria-hidden', 'true');
      expect(icon?.querySelector('path, rect, circle')).not.toBeNull();
      expect(link).toHaveTextContent(/^$/);
    }
  });
});

describe('landing page', () => {
  it('invites a visitor to sign up or sign in', async () => {
    renderRoute(buildTestServices({ signedIn: false }), '/');

    expect(await screen.findByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/sign-up');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    expect(screen.queryByRole('link', { name: 'Go to dashboard' })).not.toBeInTheDocument();
  });

  it('takes a signed-in user to the dashboard', async () => {
    renderRoute(buildTestServices({ signedIn: true }), '/');

    expect(await screen.findByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: 'Get started' })).not.toBeInTheDocument();
  });

  it('links the app download, blog, terms and how to earn', async () => {
    renderRoute(buildTestServices(), '/');

    await screen.findByRole('heading', { level: 2, name: 'More from Protect' });
    for (const name of [/Get the mobile app/, /Read the blog/, /Terms and conditions/, /How to earn rewards/]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});

describe('offline badge', () => {
  it('is shown in offline mode', async () => {
    renderRoute(buildTestServices({ mode: 'offline' }), '/');

    expect(await screen.findByText('Offline demo')).toBeInTheDocument();
  });

  it('is never shown in real mode', async () => {
    renderRoute(buildTestServices({ mode: 'real' }), '/');

    await screen.findByRole('heading', { level: 1, name: 'Your personal data, protected.' });
    expect(screen.queryByText('Offline demo')).not.toBeInTheDocument();
  });
});

describe('support button', () => {
  it('opens the chat widget when one is configured', async () => {
    const services = buildTestServices({ chatWidgetAvailable: true });
    renderRoute(services, '/');

    await userEvent.click(await screen.findByRole('button', { name: 'Contact support' }));

    expect(services.chatWidget.shown).toBe(1);
  });

  it('offers another way to reach support without a widget, and closes with Escape', async () => {
    const services = buildTestServices({ chatWidgetAvailable: false });
    renderRoute(services, '/');
    const button = await screen.findByRole('button', { name: 'Contact support' });

    await userEvent.click(button);
    expect(screen.getByRole('dialog', { name: 'Contact support' })).toHaveTextContent(/support chat isn’t available/);
    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(services.chatWidget.shown).toBe(0);
  });
});

describe('pending page (spec §2, §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('adds the hint after 15 seconds, not before', () => {
    renderSpeaking(<PendingView />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');

    act(() => jest.advanceTimersByTime(PENDING_HINT_DELAY_MS - 1));
    expect(screen.queryByText(/taking longer than expected/)).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('This is taking longer than expected. Please try again later.')).toBeInTheDocument();
  });
});

describe('configuration-error screen (spec §5)', () => {
  it('lists every bad key and why', () => {
    render(
      <ConfigErrorView
        problems={[
          { key: 'PROTECTION_API_URL', reason: 'is required' },
          { key: 'LOG_LEVEL', reason: 'must be one of LOG, INFO, WARN, ERROR' },
        ]}
      />,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Protect is not configured correctly' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['PROTECTION_API_URL is required', 'LOG_LEVEL must be one of LOG, INFO, WARN, ERROR']);
  });
});

describe('analytics (spec §1, §2)', () => {
  it('records the landing page view and identifies a signed-in user by id, never by e-mail', async () => {
    const services = buildTestServices({ signedIn: true });
    renderRoute(services, '/');

    await screen.findByRole('link', { name: 'Go to dashboard' });

    expect(services.tracked).toContainEqual({ type: 'page', name: 'Protect home' });
    expect(services.identified).toEqual(['u-1']);
  });

  it('identifies nobody when signed out', async () => {
    const services = buildTestServices({ signedIn: false });
    renderRoute(services, '/');

    await screen.findByRole('link', { name: 'Get started' });

    expect(services.identified).toEqual([null]);
  });
});
