import type { RemoteRoutesModuleOf } from '@shop/federation';
import { BuyingFriendRoute, BuyingSelfRoute, loadBuyingPage } from './features/buying/BuyingRoutes';
import { CardLinkRoute } from './features/card-link/CardLinkRoute';
import { CheckoutRoute } from './features/checkout/CheckoutRoute';
import { homePageData } from './features/home/api/catalogue-api';
import { B2cPage, HomePage } from './features/home/components/HomePage';
import { PhoneCreditRoute } from './features/phone-credit/PhoneCreditRoute';
import { QueryRoute } from './features/query/QueryRoute';
import { RELEASE } from './release';

/** A card page's calls are named by the buying pages' code: loaded only when a server renders such a page. */
const productPageData = (url: URL, buId: string) =>
  import('./features/product/api/product-api').then((module) => module.productPageData(url, buId));

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
  pageCode: { buyingFriend: loadBuyingPage, buyingSelf: loadBuyingPage },
};

export default routes;
export const { release, pages, pageData, pageCode } = routes;
