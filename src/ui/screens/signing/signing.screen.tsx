import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { AppServices } from '../../app-services';
import { useDocumentTitle } from '../../components/use-document-title';
import { SigningView } from './signing.view';
import { SigningViewModel } from './signing.view-model';

/** `?docusealSlug=…` names the document; the check against the person's contract starts here. */
export const makeLoader =
  ({ signing }: AppServices) =>
  ({ request }: LoaderFunctionArgs): { vm: SigningViewModel } => {
    const vm = new SigningViewModel(signing, new URL(request.url).searchParams.get('docusealSlug'));
    void vm.load();
    return { vm };
  };

export function Component() {
  const { vm } = useLoaderData() as { vm: SigningViewModel };
  useDocumentTitle('Sign the removal authorisation');
  return <SigningView vm={vm} />;
}
