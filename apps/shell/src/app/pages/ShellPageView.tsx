import { Suspense, lazy, type ComponentType } from 'react';
import { useTranslation } from '@shop/i18n/react';
import { LoadingIndicator } from '@shop/ui';
import type { ShellPage } from '../routing/route-table';
import { AboutPage } from './AboutPage';
import { FaqPage } from './FaqPage';
import { ForceLogoutPage } from './ForceLogoutPage';
import { GeneralConditionsPage } from './GeneralConditionsPage';
import { NotFoundPage } from './NotFoundPage';

// The sign-in pages carry the forms, their rules and the phone metadata: their own chunk, fetched
// when a visitor opens one, so the home page does not download them.
const AuthPage = lazy(() =>
  import(/* webpackChunkName: "auth" */ '../features/auth/pages/AuthPage').then((m) => ({ default: m.AuthPage })),
);
const ConfirmRegistrationPage = lazy(() =>
  import(/* webpackChunkName: "auth" */ '../features/auth/pages/ConfirmRegistrationPage').then((m) => ({
    default: m.ConfirmRegistrationPage,
  })),
);
const ForgotPasswordPage = lazy(() =>
  import(/* webpackChunkName: "auth" */ '../features/auth/pages/ForgotPasswordPage').then((m) => ({
    default: m.ForgotPasswordPage,
  })),
);
const ResetPasswordPage = lazy(() =>
  import(/* webpackChunkName: "auth" */ '../features/auth/pages/ResetPasswordPage').then((m) => ({
    default: m.ResetPasswordPage,
  })),
);

const SHELL_PAGES: Record<ShellPage, ComponentType> = {
  login: AuthPage,
  confirmRegistration: ConfirmRegistrationPage,
  forgotPassword: ForgotPasswordPage,
  resetPassword: ResetPasswordPage,
  forceLogout: ForceLogoutPage,
  faq: FaqPage,
  generalConditions: GeneralConditionsPage,
  about: AboutPage,
  notFound: NotFoundPage,
};

export function ShellPageView({ page }: { page: ShellPage }) {
  const { t } = useTranslation('shell');
  const Page = SHELL_PAGES[page];
  return (
    <Suspense fallback={<LoadingIndicator label={t('remoteLoading')} />}>
      <Page />
    </Suspense>
  );
}
