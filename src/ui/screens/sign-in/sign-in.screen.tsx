import { useNavigate, useSearchParams } from 'react-router-dom';
import { PATHS, ROUTES } from '../../../domain/navigation/routes';
import { safeRedirectTarget } from '../../../domain/navigation/safe-redirect';
import { useDocumentTitle } from '../../components/use-document-title';
import { usePageView } from '../../components/use-page-view';
import { useServices } from '../../services-context';
import { EmailFormViewModel } from '../shared/email-form.view-model';
import { EmailFormView } from '../shared/email-form.view';
import { useViewModel } from '../../components/use-view-model';

export function Component() {
  const { auth, reportError } = useServices();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const next = search.get('next') === null ? null : safeRedirectTarget(search.get('next'));
  const vm = useViewModel(() => new EmailFormViewModel({ auth, region: 'US', reportError }, 'sign-in'));
  useDocumentTitle('Sign in');
  usePageView('login');
  const submit = async () => {
    const email = await vm.submit();
    if (!email) return;
    auth.destination.remember(next);
    await navigate(PATHS.verifyCode(ROUTES.signIn, next ?? undefined), { state: { username: email } });
  };
  return (
    <EmailFormView
      vm={vm}
      title="Sign in"
      intro="Enter the e-mail address of your account and we will send you a 6-digit code."
      onSubmit={() => void submit()}
      other={{ prompt: 'New to Protect?', label: 'Create an account', to: ROUTES.signUp }}
    />
  );
}
