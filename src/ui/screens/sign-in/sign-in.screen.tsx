import { useDocumentTitle } from '../../components/use-document-title';

/** Placeholder until this screen's issue lands: it says so plainly instead of pretending. */
export function Component() {
  useDocumentTitle('Sign in');
  return (
    <section className="message-page" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">Sign in</h1>
      <p>This screen is being built and is not available yet.</p>
    </section>
  );
}
