// What the dashboard shows only when a person asks (on-demand.ts): one chunk.
export { DashboardDialogs } from './dialogs.view';
export { AfterFix, GuidedFix } from './fix-steps.view';
