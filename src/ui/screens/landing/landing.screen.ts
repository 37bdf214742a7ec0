import type { AppServices } from '../../app-services';
import { signedInLoader } from '../../app/guards';

export { LandingView as Component } from './landing.view';

export const makeLoader = (services: AppServices) => signedInLoader(services);
