export const REMOVAL_AGREEMENT_TITLE = 'Authorisation to request data-broker removal';

export const REMOVAL_AGREEMENT: readonly string[] = [
  'You appoint Protect as your authorised agent for one purpose: asking data brokers to delete the personal information they hold about you, and to stop selling or sharing it.',
  'Protect may send those requests in your name, using the details in your profile and the e-mail addresses on your account, and may show a broker this authorisation when it asks for proof that we act for you.',
  'Protect may not do anything else in your name: no purchases, no contracts, no changes to any account you hold, and no sharing of your details for any other purpose.',
  'Brokers answer at their own pace. Protect follows up and shows you each request’s progress on your dashboard, but cannot promise that every broker will comply.',
  'This authorisation lasts while your Protect subscription is active, and ends when the subscription ends.',
  'You can take it back at any time by deleting the authorisation on your dashboard. Requests already sent are not recalled, and no new ones are sent.',
];
