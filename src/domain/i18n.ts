import { i18n } from '@lingui/core';

// The domain's sentences are catalogue ids written in English (ICU), read with i18n._ so that they need no build step:
// the local backend, the journeys and the tests run this code as it is. Until the page loads a language, it speaks them as written.
if (!i18n.locale) i18n.loadAndActivate({ locale: 'en', messages: {} });

export { i18n };
