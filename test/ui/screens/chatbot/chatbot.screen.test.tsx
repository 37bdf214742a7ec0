import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { breachesFor } from '../../../../src/stand-ins/protection/protection-backend';
import { LinkedText, MessageText } from '../../../../src/ui/screens/chatbot/chatbot.screen';
import { renderRoute, renderSpeaking } from '../../../support/render';
import { A_SESSION, buildTestServices } from '../../../support/test-services';

const breach = breachesFor(A_SESSION.email).find((b) => !b.isRetired && !b.isSpamList && !b.isFabricated);
if (!breach) throw new Error('the offline data gives every address real breaches');

describe('/chatbot', () => {
  it('shows the breach’s facts with the attribution, and answers a question typed and sent with Enter', async () => {
    const services = buildTestServices({ signedIn: true });
    renderRoute(services, `/chatbot?breach_name=${encodeURIComponent(breach.name)}&source=hibp`);

    expect(await screen.findByRole('heading', { level: 1, name: `Ask about ${breach.title}` })).toBeInTheDocument();
    expect(await screen.findByText(`${breach.pwnCount.toLocaleString('en-US')} accounts`, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Have I Been Pwned/ })).toHaveAttribute('rel', 'noopener noreferrer');
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(log).toHaveAttribute('aria-live', 'polite');

    await userEvent.type(await screen.findByLabelText('Your question'), 'What was leaked?{Enter}');

    // Whole and once: the credit to the data's source is on the page, not in every answer.
    await waitFor(() => expect(within(log).getByText(new RegExp(`${breach.title} was breached.*\\.$`))).toBeInTheDocument());
    expect(within(log).queryByText(/Have I Been Pwned|CC BY/)).not.toBeInTheDocument();
    expect(screen.getAllByText(/CC BY 4\.0/)).toHaveLength(1);
    expect(within(log).getByText('What was leaked?')).toBeInTheDocument();
    expect(screen.getByLabelText('Your question')).toHaveValue('');
    expect(services.tracked).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'chatbot', name: 'view' }), expect.objectContaining({ type: 'chatbot', name: 'message' })]),
    );
  });

  it('offers the questions not yet asked after each answer', async () => {
    renderRoute(buildTestServices({ signedIn: true }), `/chatbot?breach_name=${encodeURIComponent(breach.name)}&source=hibp`);
    const start = await screen.findByRole('region', { name: 'Start with a question' });
    await userEvent.click(within(start).getByRole('button', { name: 'What was leaked?' }));

    const next = await screen.findByRole('region', { name: 'Ask next' });
    expect(
      within(next)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Am I at risk?', 'What should I do first?', 'Is my password exposed?', 'I never used this site. Why am I in it?']);
  });

  it('reads the breach from its history entry’s state, so the address names none', async () => {
    const { router } = renderRoute(buildTestServices({ signedIn: true }), '/chatbot', { carried: { breach_name: breach.name, source: 'hibp' } });

    expect(await screen.findByRole('heading', { level: 1, name: `Ask about ${breach.title}` })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('keeps a new line with Shift+Enter instead of sending', async () => {
    renderRoute(buildTestServices({ signedIn: true }), `/chatbot?breach_name=${encodeURIComponent(breach.name)}&source=hibp`);
    const input = await screen.findByLabelText('Your question');
    await waitFor(() => expect(input).toBeEnabled());

    await userEvent.type(input, 'line one{Shift>}{Enter}{/Shift}line two');

    expect(input).toHaveValue('line one\nline two');
  });

  it('shows a breach name full of markup as text, in a helpful state rather than an error page', async () => {
    const hostile = '<img src=x onerror="alert(1)">';
    const { container } = renderRoute(buildTestServices({ signedIn: true }), `/chatbot?breach_name=${encodeURIComponent(hostile)}&source=hibp`);

    expect(await screen.findByRole('heading', { level: 1, name: 'We could not find that breach' })).toBeInTheDocument();
    expect(container.querySelector('main img')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});

describe('MessageText', () => {
  it('shows paragraphs as paragraphs and bulleted lines as a list, in their order', () => {
    const { container } = render(
      <MessageText text={'First line.\nSecond line.\n\nIn detail:\n• Passwords: change them.\n• Names: expect phishing.\nAsk me more.'} />,
    );

    expect([...container.children].map((el) => [el.tagName, el.textContent])).toEqual([
      ['P', 'First line.\nSecond line.'],
      ['P', 'In detail:'],
      ['UL', 'Passwords: change them.Names: expect phishing.'],
      ['P', 'Ask me more.'],
    ]);
  });
});

describe('LinkedText', () => {
  it('renders markup as text and links only http(s) addresses, showing the address', () => {
    const { container } = renderSpeaking(<LinkedText text={'<b>bold</b> see https://haveibeenpwned.com/FAQs. Not javascript:alert(1) nor ftp://x.example'} />);

    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toContain('<b>bold</b>');
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://haveibeenpwned.com/FAQs');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(links[0]).toHaveTextContent('https://haveibeenpwned.com/FAQs');
    expect(container.textContent).toContain('. Not javascript:alert(1) nor ftp://x.example');
  });
});
