import type { ComponentType } from 'react';
import type { ShellPage } from '../routing/route-table';
import { AboutPage } from './AboutPage';
import { FaqPage } from './FaqPage';
import { ForceLogoutPage } from './ForceLogoutPage';
import { GeneralConditionsPage } from './GeneralConditionsPage';
import { LoginPage } from './LoginPage';
import { NotFoundPage } from './NotFoundPage';

const SHELL_PAGES: Record<ShellPage, ComponentType> = {
  login: LoginPage,
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
