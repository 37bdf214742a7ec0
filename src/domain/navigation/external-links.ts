export type ExternalLinks = {
  readonly home: string;
  readonly appDownload: string;
  readonly privacyPolicy: string;
  readonly terms: string;
  readonly blog: string;
  readonly howToEarn: string;
  readonly noticeOfIncentive: string;
  readonly manageSubscription: string;
  readonly subscriptionLinkHosts: readonly string[];
  readonly buyMonthly: string;
  readonly buyAnnual: string;
  readonly social: { readonly facebook: string; readonly instagram: string; readonly x: string; readonly linkedin: string };
};
