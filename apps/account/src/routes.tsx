import type { RemoteRoutesModuleOf } from '@shop/federation';
import { AccountPage } from './pages/AccountPage';
import { RELEASE } from './release';

/** The account remote: /account/* (cards, wallet, history, inbox, profile, import, quotations). */
const routes: RemoteRoutesModuleOf<'account'> = {
  release: RELEASE,
  pages: { account: AccountPage },
};

export default routes;
export const { release, pages } = routes;
