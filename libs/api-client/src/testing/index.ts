export { fakeShopApi, ok, failed, type FakeAnswer } from './fake-shop-api';
