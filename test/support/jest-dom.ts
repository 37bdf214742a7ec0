import '@testing-library/jest-dom';
import { i18n } from '@lingui/core';
import { configure } from '@testing-library/react';

// findBy*/waitFor return as soon as the screen shows what they wait for; the limit only decides how long
// a busy machine may take to load a route's code before a test fails for nothing. `npm test` runs Jest
// beside the journeys: there a dashboard's first load, cold, took over 5 s.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lays nothing out, so it has no scrolling; the router's scroll restoration calls this on every
// navigation, and jsdom's own version only reports "not implemented".
if (typeof window !== 'undefined') window.scrollTo = () => undefined;
// Nor scrollIntoView, which the dashboard's headline calls to bring a breach into view.
if (typeof Element !== 'undefined') Element.prototype.scrollIntoView = () => undefined;

// Screens speak English, from the messages as written (a test build keeps them beside their ids).
i18n.loadAndActivate({ locale: 'en', messages: {} });
