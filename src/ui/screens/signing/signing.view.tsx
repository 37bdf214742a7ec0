import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { Navigate } from 'react-router-dom';
import { PATHS, ROUTES } from '../../../domain/navigation/routes';
import { IntentLink } from '../../components/intent-link';
import type { SigningViewModel } from './signing.view-model';

const BackToDashboard = ({ primary = false }: { primary?: boolean }) => (
  <IntentLink className={primary ? 'button button--primary' : 'button'} to={ROUTES.dashboard}>
    Back to your dashboard
  </IntentLink>
);

export const SigningView = observer(function SigningView({ vm }: { vm: SigningViewModel }) {
  const state = vm.state;
  const form = useRef<HTMLDivElement>(null);
  // One form per offer: going from 'ready' to 'signing' keeps it; leaving the screen removes it.
  const attempt = vm.attempt;
  useEffect(() => {
    if (attempt === 0 || !form.current) return;
    const abort = new AbortController();
    void vm.sign(form.current, abort.signal);
    return () => abort.abort();
  }, [attempt, vm]);

  const retry = (label: string, onClick: () => void) => (
    <>
      <button type="button" className="button button--primary" onClick={onClick}>
        {label}
      </button>
      <BackToDashboard />
    </>
  );

  const message = (title: string, body: string, actions = <BackToDashboard primary />) => (
    <section className="message-page" aria-labelledby="signing-title">
      <h1 id="signing-title">{title}</h1>
      <p>{body}</p>
      <div className="actions">{actions}</div>
    </section>
  );

  switch (state.kind) {
    case 'completed':
      return <Navigate to={PATHS.dashboardAfterSigning()} replace />;
    case 'checking':
      return <p className="message-page">Checking your authorisation…</p>;
    case 'bad-link':
      return message('This signing link is incomplete', 'The link does not say which document to sign. Open the authorisation from your dashboard.');
    case 'no-contract':
      return message('There is nothing to sign yet', 'Request the removal authorisation on your dashboard first; then you can sign it here.');
    case 'not-yours':
      return message('This link is not for your authorisation', 'It names a different document. Open your own authorisation from your dashboard.');
    case 'already-signed':
      return message('Already signed', 'Your removal authorisation is signed; brokers are being contacted. You can follow the progress on your dashboard.');
    case 'check-failed':
      return message(
        'We could not check your authorisation',
        `${state.message}. Try again in a moment.`,
        retry('Try again', () => void vm.recheck()),
      );
    case 'declined':
      return message(
        'Not signed',
        'You closed the form without signing. Nothing was sent; you can sign whenever you are ready.',
        retry('Open the form again', vm.tryAgain),
      );
    case 'unavailable':
      return message(
        'The signing form could not load',
        'It may be blocked by your browser or network, or the signing service may be down. Try again, or come back later.',
        retry('Try again', vm.tryAgain),
      );
    case 'ready':
    case 'signing':
      return (
        <section className="signing" aria-labelledby="signing-title">
          <h1 id="signing-title">Sign the removal authorisation</h1>
          <p>Read the authorisation and sign it to let us ask data brokers to delete your data.</p>
          <div ref={form} className="signing__form" />
        </section>
      );
  }
});
