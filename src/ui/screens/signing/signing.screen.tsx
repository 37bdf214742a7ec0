import { useDocumentTitle } from '../../components/use-document-title';

/** Placeholder until this screen's issue lands: it says so plainly instead of pretending. */
export function Component() {
  useDocumentTitle('Sign your removal authorisation');
  return (
    <section className="message-page" aria-labelledby="signing-title">
      <h1 id="signing-title">Sign your removal authorisation</h1>
      <p>This screen is being built and is not available yet.</p>
    </section>
  );
}
