import { i18n } from '@lingui/core';

// Domain sentences are English catalogue ids read with i18n._, no build step (the local backend and journeys run it as is).
if (!i18n.locale) i18n.loadAndActivate({ locale: 'en', messages: {} });

export { i18n };
