import type { ComponentType } from 'react';
import { AuthPage } from '../features/auth/pages/AuthPage';
import { ConfirmRegistrationPage } from '../features/auth/pages/ConfirmRegistrationPage';
import { ForgotPasswordPage } from '../features/auth/pages/ForgotPasswordPage';
import { ResetPasswordPage } from '../features/auth/pages/ResetPasswordPage';
import type { ShellPage } from '../routing/route-table';
import { AboutPage } from './AboutPage';
import { FaqPage } from './FaqPage';
import { ForceLogoutPage } from './ForceLogoutPage';
import { GeneralConditionsPage } from './GeneralConditionsPage';
import { NotFoundPage } from './NotFoundPage';

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
  const Page = SHELL_PAGES[page];
  return <Page />;
}
