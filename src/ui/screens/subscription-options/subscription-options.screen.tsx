import { useDocumentTitle } from '../../components/use-document-title';

/** Placeholder until this screen's issue lands: it says so plainly instead of pretending. */
export function Component() {
  useDocumentTitle('Choose your plan');
  return (
    <section className="message-page" aria-labelledby="subscription-options-title">
      <h1 id="subscription-options-title">Choose your plan</h1>
      <p>This screen is being built and is not available yet.</p>
    </section>
  );
}
