import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as E from 'fp-ts/Either';
import { EMPTY_PROFILE } from '../../../../src/domain/profile/user-profile';
import { ScriptedProtectionApi } from '../../../support/fakes/scripted-protection-api';
import { renderRoute } from '../../../support/render';
import { A_SESSION, buildTestServices } from '../../../support/test-services';

const profileCard = async () => screen.findByRole('region', { name: 'Your profile' });

describe('/dashboard', () => {
  it.each([
    ['GB', 'United Kingdom'],
    ['DE', 'Germany'],
  ])("shows the signed-in person's own region (%s) in words, not the default", async (region, name) => {
    renderRoute(buildTestServices({ signedIn: true, session: { ...A_SESSION, region, email: 'grace@example.co.uk' } }), '/dashboard');

    expect(await within(await profileCard()).findByText(`Country or region: ${name}`)).toBeInTheDocument();
    expect(screen.getByText('Signed in as grace@example.co.uk')).toBeInTheDocument();
    expect(screen.queryByText(/United States/)).not.toBeInTheDocument();
  });

  it('corrects the region by keyboard in a dialog; the new one is what the next visit shows', async () => {
    const user = userEvent.setup();
    const services = buildTestServices({ signedIn: true, session: { ...A_SESSION, region: 'US' } });
    const { unmount } = renderRoute(services, '/dashboard');
    const change = await within(await profileCard()).findByRole('button', { name: 'Change country or region' });

    change.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Your country or region' });
    const select = within(dialog).getByRole('combobox', { name: 'Country or region' });
    expect(select).toHaveFocus();
    expect(select).toHaveValue('US');
    await user.selectOptions(select, 'United Kingdom');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect((await screen.findByText('Your country or region is saved: United Kingdom.')).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(await profileCard()).getByText('Country or region: United Kingdom')).toBeInTheDocument();
    expect(change).toHaveFocus();

    unmount();
    renderRoute(services, '/dashboard');
    expect(await within(await profileCard()).findByText('Country or region: United Kingdom')).toBeInTheDocument();
  });

  it('Escape leaves the region as it was', async () => {
    const user = userEvent.setup();
    renderRoute(buildTestServices({ signedIn: true, session: { ...A_SESSION, region: 'GB' } }), '/dashboard');
    await user.click(await within(await profileCard()).findByRole('button', { name: 'Change country or region' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Country or region' }), 'Ireland');
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(await profileCard()).getByText('Country or region: United Kingdom')).toBeInTheDocument();
  });
});

describe('/dashboard profile news', () => {
  it('says what changed last, once: a removed address replaces "Your profile is saved."', async () => {
    const api = new ScriptedProtectionApi()
      .answeringReads()
      .script(
        'getEmailAddresses',
        E.right([
          { address: 'ada@example.com', isPrimary: true, isVerified: true },
          { address: 'old@example.com', isPrimary: false, isVerified: true },
        ]),
      )
      .script('saveUserProfile', E.right({ ...EMPTY_PROFILE, firstName: 'Ada' }))
      .script('removeEmailAddress', E.right([{ address: 'ada@example.com', isPrimary: true, isVerified: true }]));
    renderRoute(buildTestServices({ signedIn: true, api }), '/dashboard');
    const user = userEvent.setup();
    const card = await profileCard();

    await user.click(await within(card).findByRole('button', { name: 'Edit profile' }));
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText('Your profile is saved.')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Remove old@example.com' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: /^Remove/ }));
    expect(await within(card).findByText('old@example.com is removed from your account.')).toBeInTheDocument();
    expect(within(card).queryByText('Your profile is saved.')).not.toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('status')
        .filter((s) => s.textContent !== ''),
    ).toHaveLength(1);
  });
});
