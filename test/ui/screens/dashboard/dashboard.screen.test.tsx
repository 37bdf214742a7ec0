import { screen } from '@testing-library/react';
import { renderRoute } from '../../../support/render';
import { A_SESSION, buildTestServices } from '../../../support/test-services';

describe('/dashboard', () => {
  it.each(['GB', 'DE'])("shows the signed-in person's own region (%s), not the default", async (region) => {
    renderRoute(buildTestServices({ signedIn: true, session: { ...A_SESSION, region, email: 'grace@example.co.uk' } }), '/dashboard');

    expect(await screen.findByText(`Region: ${region}`)).toBeInTheDocument();
    expect(screen.getByText('Signed in as grace@example.co.uk')).toBeInTheDocument();
    expect(screen.queryByText('Region: US')).not.toBeInTheDocument();
  });
});
