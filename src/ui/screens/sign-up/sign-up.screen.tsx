import { useNavigate } from 'react-router-dom';
import { PATHS, ROUTES } from '../../../domain/navigation/routes';
import { useDocumentTitle } from '../../components/use-document-title';
import { usePageView } from '../../components/use-page-view';
import { useServices } from '../../services-context';
import { EmailFormViewModel } from '../shared/email-form.view-model';
import { EmailFormView } from '../shared/email-form.view';
import { regionFromLocale } from '../../../domain/region';
import { useViewModel } from '../../components/use-view-model';

export function Component() {
  const { auth, reportError } = useServices();
  const navigate = useNavigate();
  const vm = useViewModel(() => new EmailFormViewModel({ auth, region: regionFromLocale(navigator.language), reportError }, 'sign-up'));
  useDocumentTitle('Sign up');
  usePageView('sign up');
  const submit = async () => {
    const email = await vm.submit();
    if (!email) return;
    await navigate(vm.status === 'confirm-sign-up' ? ROUTES.confirmSignUp : PATHS.verifyCode(ROUTES.signUp), { state: { username: email } });
  };
  return (
    <EmailFormView
      vm={vm}
      title="Create your account"
      intro="Enter your e-mail address. We will send you a 6-digit code: no password to choose or remember."
      onSubmit={() => void submit()}
      other={{ prompt: 'Already have an account?', label: 'Sign in', to: ROUTES.signIn }}
    />
  );
}
