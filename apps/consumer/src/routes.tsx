import type { RemoteRoutesModuleOf } from '@shop/federation';
import { plannedPage } from '@shop/ui';
import { CardLinkRoute } from './features/card-link/CardLinkRoute';
import { RELEASE } from './release';

/** The consumer remote: home catalogue, buying, checkout, phone credit, balance query, the card page. */
const routes: RemoteRoutesModuleOf<'consumer'> = {
  release: RELEASE,
  pages: {
    home: plannedPage('consumer.home'),
    buyingFriend: plannedPage('consumer.buyingFriend'),
    buyingSelf: plannedPage('consumer.buyingSelf'),
    checkout: plannedPage('consumer.checkout'),
    phoneCredit: plannedPage('consumer.phoneCredit'),
    query: plannedPage('consumer.query'),
    b2c: plannedPage('consumer.b2c'),
    cardLink: CardLinkRoute,
  },
};

export default routes;
export const { release, pages } = routes;
