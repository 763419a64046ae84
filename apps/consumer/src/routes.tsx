import type { RemoteRoutesModuleOf } from '@shop/federation';
import { BuyingFriendRoute, BuyingSelfRoute } from './features/buying/BuyingRoutes';
import { CardLinkRoute } from './features/card-link/CardLinkRoute';
import { CheckoutRoute } from './features/checkout/CheckoutRoute';
import { homePageData } from './features/home/api/catalogue-api';
import { productPageData } from './features/product/api/product-api';
import { B2cPage, HomePage } from './features/home/components/HomePage';
import { PhoneCreditRoute } from './features/phone-credit/PhoneCreditRoute';
import { QueryRoute } from './features/query/QueryRoute';
import { RELEASE } from './release';

/**
 * The consumer remote: home catalogue, buying, checkout, phone credit, balance query, the card page.
 * Only the home page's code is here; every other page is a lazy chunk downloaded when it opens.
 */
const routes: RemoteRoutesModuleOf<'consumer'> = {
  release: RELEASE,
  pages: {
    home: HomePage,
    buyingFriend: BuyingFriendRoute,
    buyingSelf: BuyingSelfRoute,
    checkout: CheckoutRoute,
    phoneCredit: PhoneCreditRoute,
    query: QueryRoute,
    b2c: B2cPage,
    cardLink: CardLinkRoute,
  },
  pageData: { home: homePageData, b2c: homePageData, buyingFriend: productPageData, buyingSelf: productPageData },
};

export default routes;
export const { release, pages, pageData } = routes;
