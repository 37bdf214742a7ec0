import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Footer } from '../../../src/ui/components/footer';
import { renderSpeaking } from '../../support/render';
import { speakEnglishAgain, speakInTests } from '../../support/speak';

const links = {
  privacyPolicy: 'https://protect.example/privacy',
  noticeOfIncentive: 'https://protect.example/incentive',
  howToEarn: 'https://protect.example/earn',
  social: { facebook: 'https://f.example', instagram: 'https://i.example', x: 'https://x.example', linkedin: 'https://l.example' },
};

const renderFooter = (language: 'en' | 'de', onLanguage = jest.fn()) => {
  renderSpeaking(<Footer links={links} signedIn year={2026} language={language} onLanguage={onLanguage} />);
  return onLanguage;
};

describe('the footer’s language menu', () => {
  afterEach(speakEnglishAgain);

  it('names each language in itself and hands on the person’s choice', async () => {
    const onLanguage = renderFooter('en');
    const menu = screen.getByRole('combobox', { name: 'Language' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['English', 'Deutsch']);
    await userEvent.selectOptions(menu, 'Deutsch');
    expect(onLanguage).toHaveBeenCalledWith('de');
  });

  it('speaks German from the catalogue', async () => {
    await speakInTests('de');
    renderFooter('de');
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung (öffnet in einem neuen Tab)' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Rechtliches und Prämien' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Protect auf LinkedIn' })).toBeInTheDocument();
  });
});
