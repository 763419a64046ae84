/** Item types for which business and salesman features stay hidden (spec 1 section 6). */
export const ITEM_TYPES_WITHOUT_BUSINESS_FEATURES: readonly string[] = ['A', 'V'];

/** Defaults of the optional wallet switches, for units whose data predates them. */
export const DEFAULT_ALLOWS_WALLET_ONLY_PAYMENT = true;
export const DEFAULT_HIDE_WALLET_TOP_UP = false;

/** Area path of each kind of user: none for B2C, /b2b for business, /salesman for salesmen. */
export const AREA_PATHS = { individual: '', business: '/b2b', salesman: '/salesman' } as const;

/** Routes that belong to the business or salesman side (their own areas and auth pages). */
export const BUSINESS_ROUTE_PREFIXES: readonly string[] = ['/b2b', '/salesman', '/auth/b2b', '/auth/salesman'];

/** Above this width in px the mobile menu closes (spec 1 section 2); the mobile breakpoint is in contracts. */
export const MENU_BREAKPOINT_PX = 1200;
