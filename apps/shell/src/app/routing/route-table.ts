import type { RemoteName, RemotePageKey } from '@shop/federation';
import type { GuardName } from './guards';

/** Pages the shell renders itself (frame, consumer auth, info pages, 404). */
export type ShellPage =
  | 'login'
  | 'register'
  | 'confirmRegistration'
  | 'forgotPassword'
  | 'resetPassword'
  | 'forceLogout'
  | 'oauthCallback'
  | 'ssoLanding'
  | 'faq'
  | 'generalConditions'
  | 'about'
  | 'notFound';

/** A remote's page: owner X may only name a page the remotes registry lists for remote X. */
export type RemoteRoute = { [R in RemoteName]: { owner: R; page: RemotePageKey<R> } }[RemoteName];

export type RouteOwner = { owner: 'shell'; page: ShellPage } | RemoteRoute;

export type RouteEntry = RouteOwner & {
  path: string;
  guard?: GuardName;
  /** Pages reached from outside links (unlock, member validation) show no header and footer. */
  frame?: 'none';
  /**
   * A public page the same for every visitor, rendered on the shop server with its first screen's data
   * (issue 23, decision 0068); every other page renders in the browser.
   */
  serverRendered?: true;
};

/**
 * The route table of spec 1 section 2, owned by the shell. Each entry names the app that renders
 * it (DESIGN.md: consumer, account, business, salesman, payment-return or the shell) and its guard.
 * Brand-defined information pages are added at start-up from the unit's more-info list.
 */
export const ROUTE_TABLE: readonly RouteEntry[] = [
  { path: '/', owner: 'consumer', page: 'home', serverRendered: true },
  { path: '/auth', owner: 'shell', page: 'login' },
  { path: '/auth/login', owner: 'shell', page: 'login' },
  { path: '/auth/register', owner: 'shell', page: 'register' },
  // The pages the API's emails link to (apps/api/src/features/registration/email-links.ts).
  { path: '/auth/confirm', owner: 'shell', page: 'confirmRegistration' },
  { path: '/auth/forgot-password', owner: 'shell', page: 'forgotPassword' },
  { path: '/auth/reset-password', owner: 'shell', page: 'resetPassword' },
  { path: '/auth/b2b/reset-password', owner: 'shell', page: 'resetPassword', guard: 'b2bEnabled' },
  { path: '/auth/salesman/reset-password', owner: 'shell', page: 'resetPassword', guard: 'salesmanEnabled' },
  { path: '/auth/b2b/login', owner: 'business', page: 'login', guard: 'b2bEnabled' },
  { path: '/auth/b2b/register', owner: 'business', page: 'register', guard: 'b2bEnabled' },
  { path: '/auth/salesman/login', owner: 'salesman', page: 'login', guard: 'salesmanEnabled' },
  { path: '/force-logout', owner: 'shell', page: 'forceLogout' },
  // Social sign-in's return from the provider, and a portal's signed single sign-on link (issue 22).
  { path: '/auth/oauth/callback', owner: 'shell', page: 'oauthCallback' },
  { path: '/sso', owner: 'shell', page: 'ssoLanding' },
  { path: '/account/*', owner: 'account', page: 'account', guard: 'customer' },
  { path: '/b2b', owner: 'business', page: 'landing', guard: 'businessLanding' },
  { path: '/b2b/info', owner: 'business', page: 'info', guard: 'b2bEnabled' },
  { path: '/b2b/buying', owner: 'business', page: 'buying', guard: 'business' },
  { path: '/b2b/buying-self', owner: 'business', page: 'buyingSelf', guard: 'business' },
  { path: '/b2b/buying/checkout', owner: 'business', page: 'checkout', guard: 'business' },
  { path: '/b2b/buying-self/checkout', owner: 'business', page: 'checkoutSelf', guard: 'business' },
  // Company verification (KYB, decision 0034): its own sign-in, so open to a visitor of a unit with B2B.
  { path: '/b2b/kyb', owner: 'business', page: 'kyb', guard: 'b2bEnabled' },
  { path: '/b2b/kyb/verify-email', owner: 'business', page: 'kybVerifyEmail', guard: 'b2bEnabled' },
  { path: '/b2b/kyb/dossier', owner: 'business', page: 'kybDossier', guard: 'b2bEnabled' },
  { path: '/b2b/*', owner: 'shell', page: 'notFound', guard: 'business' },
  { path: '/salesman', owner: 'salesman', page: 'landing', guard: 'salesman' },
  { path: '/salesman/buying', owner: 'salesman', page: 'buying', guard: 'salesman' },
  { path: '/salesman/buying-self', owner: 'salesman', page: 'buyingSelf', guard: 'salesmanSelf' },
  { path: '/salesman/buying/checkout', owner: 'salesman', page: 'checkout', guard: 'salesman' },
  { path: '/salesman/buying-self/checkout', owner: 'salesman', page: 'checkoutSelf', guard: 'salesmanSelf' },
  { path: '/salesman/commission', owner: 'salesman', page: 'commission', guard: 'salesman' },
  { path: '/salesman/*', owner: 'shell', page: 'notFound', guard: 'salesman' },
  { path: '/buying-friend', owner: 'consumer', page: 'buyingFriend', serverRendered: true },
  { path: '/buying-self', owner: 'consumer', page: 'buyingSelf', serverRendered: true },
  { path: '/buying-friend/checkout', owner: 'consumer', page: 'checkout' },
  { path: '/buying-self/checkout', owner: 'consumer', page: 'checkout' },
  { path: '/phone-credit', owner: 'consumer', page: 'phoneCredit' },
  { path: '/phone-credit/checkout', owner: 'consumer', page: 'checkout' },
  { path: '/query', owner: 'consumer', page: 'query', guard: 'queryCard' },
  { path: '/b2c', owner: 'consumer', page: 'b2c', guard: 'individual' },
  { path: '/order/:number', owner: 'paymentReturn', page: 'order' },
  { path: '/loading/:type', owner: 'paymentReturn', page: 'loading' },
  { path: '/unlock', owner: 'paymentReturn', page: 'unlock', frame: 'none' },
  { path: '/memberValidate', owner: 'paymentReturn', page: 'memberValidate', frame: 'none' },
  // The receiver's card page, which every document, SMS and email carrying a card links to.
  { path: '/card/:token', owner: 'consumer', page: 'cardLink', frame: 'none' },
  // The operators' remote (issue 21): its own frame, its own sign-in and session, no shop guard.
  { path: '/operator/*', owner: 'operator', page: 'operator', frame: 'none' },
  { path: '/faq', owner: 'shell', page: 'faq', guard: 'internalFaq' },
  { path: '/general-conditions', owner: 'shell', page: 'generalConditions', serverRendered: true },
  { path: '/about', owner: 'shell', page: 'about', serverRendered: true },
  { path: '*', owner: 'shell', page: 'notFound' },
];
