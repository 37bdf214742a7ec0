import { DEFAULT_BREACH_SOURCE } from './breach/breach-key';
import type { DeepLinkEventPayload } from './deep-link';

export const PAGE_NAMES = [
  'Protect home',
  'login',
  'login verify',
  'login success',
  'sign up',
  'sign up verify',
  'sign up success',
  'subscribe',
  'subscribe success',
  'dashboard',
] as const;
export type PageName = (typeof PAGE_NAMES)[number];

export const MODAL_EVENTS = [
  'add email: enter',
  'add email: verify',
  'add email: resend code',
  'add email: success',
  'remove email',
  'set primary email',
] as const;
export type ModalEvent = (typeof MODAL_EVENTS)[number];

export type GuidedFixEvent = 'open' | 'step' | 'skip' | 'fixed' | 'undo';

export type AnalyticsEvent =
  | { readonly type: 'page'; readonly name: PageName }
  | { readonly type: 'modal'; readonly name: ModalEvent }
  | { readonly type: 'chatbot'; readonly name: 'view' | 'message' | 'response'; readonly breachSource: BreachSourceCategory }
  | { readonly type: 'guided fix'; readonly name: GuidedFixEvent; readonly dataClass: string }
  | { readonly type: 'deep link open'; readonly payload: DeepLinkEventPayload };

/** Events name a breach's catalogue or kind of data, never the breach: which breaches a person is in is theirs. */
export type BreachSourceCategory = typeof DEFAULT_BREACH_SOURCE | 'other';

export const breachSourceCategory = (source: string): BreachSourceCategory => (source === DEFAULT_BREACH_SOURCE ? DEFAULT_BREACH_SOURCE : 'other');

const NAME_PREFIXES: Readonly<Record<Exclude<AnalyticsEvent['type'], 'deep link open'>, string>> = {
  page: 'page view: ',
  modal: 'modal: ',
  chatbot: 'chatbot ',
  'guided fix': 'guided fix: ',
};

export const analyticsEventName = (event: AnalyticsEvent): string =>
  event.type === 'deep link open' ? event.type : `${NAME_PREFIXES[event.type]}${event.name}`;

/** Only what the catalogue defines: an event type without properties sends none. */
export function analyticsEventProperties(event: AnalyticsEvent): Readonly<Record<string, unknown>> {
  if (event.type === 'chatbot') return { breachSource: event.breachSource };
  if (event.type === 'guided fix') return { dataClass: event.dataClass };
  return event.type === 'deep link open' ? { ...event.payload } : {};
}
