/** What the composed shop server and tools use: the factory and its options, and the pages' security headers. */
export { createApiServer, mountApi, type ApiServerOptions } from './server';
export { SHOP_PAGE_HELMET_OPTIONS } from './security/security-headers';
export { pageAnswers, type PageAnswer, type PageAnswerRequest } from './features/catalogue/page-answers';
