import { Suspense, type ComponentType } from 'react';
import { loadNamespace, type AreaNamespace } from '@shop/i18n';
import { useTranslation } from '@shop/i18n/react';
import { LoadingIndicator, preloadableLazy, type PreloadableComponent } from '@shop/ui';
import type { ShellPage } from '../routing/route-table';

/**
 * A page with its code and its texts (an area namespace) fetched together when a visitor opens it, so
 * the home page downloads neither: the sign-in pages (forms, rules, phone metadata, auth texts) and the
 * information pages (info texts). Preloaded (preloadShellPage), it renders at once instead of suspending.
 */
function areaPage(namespace: AreaNamespace, load: () => Promise<ComponentType>) {
  return preloadableLazy(async () => {
    const [Page] = await Promise.all([load(), loadNamespace(namespace)]);
    return Page;
  });
}
const signInPage = (load: () => Promise<ComponentType>) => areaPage('auth', load);
const infoPage = (load: () => Promise<ComponentType>) => areaPage('info', load);

const AuthPage = signInPage(() =>
  import(/* webpackChunkName: "auth" */ '../features/auth/pages/AuthPage').then((m) => m.AuthPage),
);
const ConfirmRegistrationPage = signInPage(() =>
  import(/* webpackChunkName: "auth" */ '../features/auth/pages/ConfirmRegistrationPage').then(
    (m) => m.ConfirmRegistrationPage,
  ),
);
const ForgotPasswordPage = signInPage(() =>
  import(/* webpackChunkName: "auth" */ '../features/auth/pages/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
);
const ResetPasswordPage = signInPage(() =>
  import(/* webpackChunkName: "auth" */ '../features/auth/pages/ResetPasswordPage').then((m) => m.ResetPasswordPage),
);
const OAuthCallbackPage = signInPage(() =>
  import(/* webpackChunkName: "auth" */ '../features/auth/pages/OAuthCallbackPage').then((m) => m.OAuthCallbackPage),
);
const SsoLandingPage = signInPage(() =>
  import(/* webpackChunkName: "auth" */ '../features/auth/pages/SsoLandingPage').then((m) => m.SsoLandingPage),
);

// Both lead to the sign-in pages: their code travels in the sign-in chunk, loaded when one opens.
const ForceLogoutPage = preloadableLazy(() =>
  import(/* webpackChunkName: "auth" */ './ForceLogoutPage').then((m) => m.ForceLogoutPage),
);
const RegisterRedirect = preloadableLazy(() =>
  import(/* webpackChunkName: "auth" */ './RegisterRedirect').then((m) => m.RegisterRedirect),
);

// A mistyped address is rare: its page loads when needed.
const NotFoundPage = preloadableLazy(() => import('./NotFoundPage').then((m) => m.NotFoundPage));
const AboutPage = infoPage(() => import('./AboutPage').then((m) => m.AboutPage));
const FaqPage = infoPage(() => import('./FaqPage').then((m) => m.FaqPage));
const GeneralConditionsPage = infoPage(() => import('./GeneralConditionsPage').then((m) => m.GeneralConditionsPage));

const SHELL_PAGES: Record<ShellPage, PreloadableComponent<object>> = {
  login: AuthPage,
  register: RegisterRedirect,
  confirmRegistration: ConfirmRegistrationPage,
  forgotPassword: ForgotPasswordPage,
  resetPassword: ResetPasswordPage,
  forceLogout: ForceLogoutPage,
  oauthCallback: OAuthCallbackPage,
  ssoLanding: SsoLandingPage,
  faq: FaqPage,
  generalConditions: GeneralConditionsPage,
  about: AboutPage,
  notFound: NotFoundPage,
};

/**
 * Loads a page's code (and texts) ahead: the shell does before it takes a page the server rendered over, so
 * the page hydrates whole. A page suspended while the rest hydrates stays the server's inert markup meanwhile.
 */
export function preloadShellPage(page: ShellPage): Promise<unknown> {
  return SHELL_PAGES[page].preload();
}

export function ShellPageView({ page }: { page: ShellPage }) {
  const { t } = useTranslation('shell');
  const Page = SHELL_PAGES[page];
  return (
    <Suspense fallback={<LoadingIndicator label={t('remoteLoading')} />}>
      <Page />
    </Suspense>
  );
}
