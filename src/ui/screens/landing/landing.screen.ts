// The landing page as a screen of its own chunk (src/ui/app/preload.ts): the app's other pages do not carry its code.
import type { AppServices } from '../../app-services';
import { signedInLoader } from '../../app/guards';

export { LandingView as Component } from './landing.view';

export const makeLoader = (services: AppServices) => signedInLoader(services);
