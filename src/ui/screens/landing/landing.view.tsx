import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ROUTES } from '../../../domain/navigation/routes';
import { offerLine } from '../../../domain/subscription/plan-prices';
import { useLoaderData } from 'react-router-dom';
import { ExternalLink } from '../../components/external-link';
import { IntentLink } from '../../components/intent-link';
import { useDocumentTitle } from '../../components/use-document-title';
import { usePageView } from '../../components/use-page-view';
import { useServices } from '../../services-context';
import type { SignedInData } from '../../app/guards';
import { DashboardPreview } from './dashboard-preview';

const FEATURES = [
  {
    title: msg`Know when your data leaks`,
    text: msg`We check your e-mail addresses against the Have I Been Pwned catalogue of known data breaches and tell you which ones include you, what was exposed and what to do first.`,
  },
  {
    title: msg`Get off data-broker lists`,
    text: msg`Data brokers collect and sell profiles of people. With your signed authorisation we ask them to delete yours, and you can follow every request from your dashboard.`,
  },
  {
    title: msg`Ask about a breach`,
    text: msg`Not sure what a breach means for you? Ask our assistant about it in plain words. Its answers stick to the facts of that breach and to practical next steps.`,
  },
] as const;

const STEPS = [
  msg`Sign up with your e-mail address. There is no password to remember: we send you a 6-digit code each time.`,
  msg`See your results straight away, and choose a monthly or annual plan when you are ready.`,
  msg`See your breaches and removal progress on one dashboard, and add the other e-mail addresses you use.`,
] as const;

const TRUST = [
  msg`The breach facts come from Have I Been Pwned, the catalogue security teams rely on.`,
  msg`We ask brokers to delete your data only with your signed authorisation, and show you every request.`,
  msg`There is no password to leak: you sign in with a code sent to your e-mail.`,
] as const;

export function LandingView() {
  const { signedIn } = useLoaderData() as SignedInData;
  const { links, prices, trialDays, operator } = useServices();
  const { t } = useLingui();
  const offer = offerLine(prices, trialDays);
  useDocumentTitle('');
  usePageView('Protect home');
  const more: readonly [string, string][] = [
    [t`Get the mobile app`, links.appDownload],
    [t`Read the blog`, links.blog],
    [t`How to earn rewards`, links.howToEarn],
    [t`Terms and conditions`, links.terms],
  ];
  const trust = [...TRUST.map((fact) => i18n._(fact)), ...(operator === null ? [] : [t`Protect is run by ${operator}.`])];
  return (
    <div className="landing">
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__text">
          <h1 id="hero-title">
            <Trans>Your personal data, protected.</Trans>
          </h1>
          <p className="hero__lead">
            <Trans>
              Protect watches for your e-mail addresses in data breaches, asks data brokers to delete your profile, and explains what each leak means for you.
            </Trans>
          </p>
          {offer !== null && <p className="hero__offer">{offer}</p>}
          <div className="actions">
            {signedIn ? (
              <IntentLink className="button button--primary" to={ROUTES.dashboard}>
                <Trans>Go to dashboard</Trans>
              </IntentLink>
            ) : (
              <>
                <IntentLink className="button button--primary" to={ROUTES.signUp}>
                  <Trans>Get started</Trans>
                </IntentLink>
                <IntentLink className="button" to={ROUTES.signIn}>
                  <Trans>Sign in</Trans>
                </IntentLink>
              </>
            )}
          </div>
        </div>
        <DashboardPreview />
      </section>
      <section aria-labelledby="features-title" className="features">
        <h2 id="features-title" className="visually-hidden">
          <Trans>What Protect does</Trans>
        </h2>
        {FEATURES.map((feature) => (
          <article key={feature.title.id} className="card">
            <h3>{i18n._(feature.title)}</h3>
            <p>{i18n._(feature.text)}</p>
          </article>
        ))}
      </section>
      <div className="landing__facts">
        <section aria-labelledby="how-title" className="how">
          <h2 id="how-title">
            <Trans>How it works</Trans>
          </h2>
          <ol>
            {STEPS.map((step) => (
              <li key={step.id}>{i18n._(step)}</li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="trust-title" className="trust">
          <h2 id="trust-title">
            <Trans>Why you can trust it</Trans>
          </h2>
          <ul>
            {trust.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
        </section>
      </div>
      <section aria-labelledby="more-title" className="more">
        <h2 id="more-title">
          <Trans>More from Protect</Trans>
        </h2>
        <ul className="landing__more">
          {more.map(([label, href]) => (
            <li key={label}>
              <ExternalLink href={href}>{label}</ExternalLink>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
