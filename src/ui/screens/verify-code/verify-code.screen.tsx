import { useDocumentTitle } from '../../components/use-document-title';

/** Placeholder until this screen's issue lands: it says so plainly instead of pretending. */
export function Component() {
  useDocumentTitle('Enter your code');
  return (
    <section className="message-page" aria-labelledby="verify-code-title">
      <h1 id="verify-code-title">Enter your code</h1>
      <p>This screen is being built and is not available yet.</p>
    </section>
  );
}
