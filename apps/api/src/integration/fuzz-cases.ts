/**
 * The fuzz table: a plausible request of every endpoint (so a mutation of one field reaches past
 * the others' rules into the handler), and the hostile values each field is replaced with.
 */
import { DEMO, DEMO_PASSWORD } from '../testing/test-api';

/** Stands for a fresh single-use token of the unit's test captcha, fetched per request. */
export const CAPTCHA = 'captcha-token-placeholder';

/** What a base request may depend on: the signed-in member's custId, the server clock. */
export interface FuzzContext {
  custId: string;
  now: number;
}

const address = {
  firstName: 'Layla',
  lastName: 'Haddad',
  city: 'Dubai',
  country: 'AE',
  firstAddress: 'Villa 12, Street 5',
  zipCode: '00000',
  isDefault: true,
};

/** A digital order line of unit 97 as the checkout sends it. */
const orderLine = {
  itemCode: 'MJ-GROCERY-D',
  amount: 10000,
  qty: 1,
  deliverType: 'Email',
  senderName: 'Layla Haddad',
  senderEmail: 'layla.haddad@example.com',
  receiverName: 'Omar Farouk',
  receiverEmail: 'omar@example.com',
  message: 'Happy birthday',
};

/** One plausible request per endpoint name; the fuzz test fails when an endpoint has none. */
export const BASE_REQUESTS: Record<string, (context: FuzzContext) => Record<string, unknown>> = {
  login: () => ({ account: DEMO.consumer97, password: DEMO_PASSWORD, loginType: 'NL', captchaToken: CAPTCHA }),
  b2bLogin: () => ({ account: DEMO.business250, password: DEMO_PASSWORD, loginType: 'NL', captchaToken: CAPTCHA }),
  b2bRegister: () => ({ companyName: 'Atelier', sirenNumber: '', vatNumber: '', zipCode: '75002' }),
  b2bRegisterAccount: () => ({
    tempId: 'a'.repeat(32),
    company: {
      companyName: 'Fuzz SARL',
      sirenNumber: '732829320',
      vatNumber: 'FR44732829320',
      companyType: 'private',
      numberOfEmployees: 3,
      firstAddress: '1 rue de la Paix',
      zipCode: '75002',
      city: 'Paris',
      country: 'FR',
    },
    civility: 1,
    firstName: 'Fuzz',
    lastName: 'Tester',
    mobileNo: '+33140000001',
    email: 'fuzz.business@example.com',
    password: 'Secret-12',
    captchaToken: CAPTCHA,
  }),
  b2bConfirmToken: () => ({ email: 'fuzz.business@example.com', tokenId: 'a'.repeat(22), token: '123456' }),
  b2bResendToken: () => ({ tempId: 'a'.repeat(32) }),
  b2bConfirmRegister: () => ({ tempId: 'a'.repeat(32), documentType: 'KBIS', documentFileId: 'f'.repeat(32) }),
  // Company verification (KYB): tokens and ids that exist nowhere, so the calls stop at their checks.
  sendVerificationEmail: () => ({ email: 'fuzz.kyb@example.com', captchaToken: CAPTCHA }),
  confirmEmailVerification: () => ({ token: 'a'.repeat(43) }),
  kybRegisterAccount: () => ({ registrationToken: 'a'.repeat(43), password: 'Secret-12', companyName: 'Fuzz SARL' }),
  kybLogin: () => ({ account: 'fuzz.kyb@example.com', password: 'Secret-12', loginType: 'NL', captchaToken: CAPTCHA }),
  kybLogout: () => ({ kybToken: 'a'.repeat(43) }),
  getKybUserInfo: () => ({ kybToken: 'a'.repeat(43), custId: '1', type: 0 }),
  updateKybUser: () => ({
    kybToken: 'a'.repeat(43),
    custId: '1',
    type: 0,
    bankInfo: { accountHolder: 'FUZZ', bic: 'PSSTFRPPPAR', iban: 'FR1420041010050500013M02606', currency: 'EUR' },
  }),
  getBankInfo: () => ({ kybToken: 'a'.repeat(43), custId: '1' }),
  kybSubmit: () => ({ kybToken: 'a'.repeat(43), custId: '1' }),
  logout: () => ({ refreshToken: 'a'.repeat(43) }),
  validateToken: () => ({}),
  heartbeat: () => ({}),
  // The hash of these components (libs/contracts fingerprintText), so that mutations reach the signing.
  sign: () => ({
    hash: '1f43a3bd7ac0b16593922d694078f9813415806d392f030882f3171c6f7059e3',
    components: { fonts: ['Arial'], screenResolution: '1280x800', platform: 'Linux' },
  }),
  register: () => ({
    email: 'fuzz@example.com',
    firstName: 'Fuzz',
    lastName: 'Tester',
    password: 'Secret-12',
    captchaToken: CAPTCHA,
  }),
  registerConfirmation: () => ({ accountId: '1', registerType: 'EM', verifyToken: 'a'.repeat(43) }),
  resetPassword: () => ({ email: DEMO.consumer97, captchaToken: CAPTCHA }),
  confirmToken: () => ({ tokenId: 'a'.repeat(43) }),
  confirmReset: () => ({ newPassword: 'Secret-12', password: 'Secret-12', tokenId: 'a'.repeat(43), memberType: 'C' }),
  sendEmailVerification: ({ custId }) => ({ custId }),
  activateAccountValidate: () => ({ token: 'a'.repeat(43), isApproved: true }),
  sendOtp: () => ({ mobileNo: '+971501234567' }),
  confirmOtp: () => ({ mobileNo: '+971501234567', otpId: 'a'.repeat(43), otp: '123456' }),
  sendEmailOtp: () => ({ email: 'fuzz@example.com' }),
  confirmEmailOtp: () => ({ email: 'fuzz@example.com', token: '123456', tokenId: 'a'.repeat(43) }),
  getMemberProfile: ({ custId }) => ({ custId }),
  updateMemberProfile: ({ custId }) => ({ custId, firstName: 'Layla', lastName: 'Haddad', isSubscription: true }),
  getMemberAddressBook: ({ custId }) => ({ custId }),
  updateMemberAddressBook: ({ custId }) => ({ custId, deliveryAddressBook: [address] }),
  getMemberInbox: ({ custId }) => ({ custId, page: 1 }),
  getMemberProducts: ({ custId }) => ({ custId }),
  getProductsDiscount: ({ custId }) => ({ custId, itemCode: 'MJ-GROCERY-D' }),
  getProductCountryList: ({ custId }) => ({ custId }),
  queryCard: () => ({
    cardNumber: '4000 0000 0000 0002',
    pinCode: '123456',
    cartList: [{ templateId: 1, itemCode: 'MJ-GROCERY-D' }],
    captchaToken: CAPTCHA,
  }),
  applyCard: ({ custId }) => ({ custId, cardId: '1', cartList: [{ itemCode: 'MJ-GROCERY-D' }] }),
  updateCard: ({ custId }) => ({ custId, cardId: '1', action: 'Block' }),
  cardTransfer: ({ custId }) => ({ custId, cardId: '1', receiverEmail: 'friend@example.com' }),
  cardResend: ({ custId }) => ({ custId, cardId: '1', receiverEmail: 'friend@example.com' }),
  importCard: ({ custId }) => ({ custId, cardNumber: '4000000000000002', pinCode: '123456' }),
  cardValidation: ({ custId }) => ({ custId, cardNumber: '4000000000000002' }),
  cardTransactions: ({ custId }) => ({ custId, cardId: '1', page: 1 }),
  cardTopUp: ({ custId }) => ({ custId, cardId: '1', amount: 5000, paymentMethod: 'C04' }),
  getMemberGiftCardsWithProduct: ({ custId }) => ({ custId }),
  openCardLink: () => ({ token: '1-AAAAAAAAAAAAAAAAAAAAAAAA' }),
  getMemberWallet: ({ custId }) => ({ custId }),
  // Means 14 is not paid on a provider page: the fuzzed top-ups stop at their checks (no provider call).
  topUpWallet: ({ custId }) => ({ custId, amount: 5000, paymentMethod: '14' }),
  getMemberHistory: ({ custId }) => ({ custId, historyType: 'M', page: 1, dateBegin: '2026-01-01', status: 'Y' }),
  createOrder: ({ custId }) => ({ custId, orderLines: [orderLine] }),
  quoteOrder: ({ custId }) => ({ custId, orderLines: [orderLine] }),
  confirmOrder: ({ custId }) => ({
    custId,
    orderNo: 'ABCDEFGHJK0123456789',
    paymentMean: 'C04',
    couponList: [{ cardNumber: '4000000000000002', pinCode: '123456' }],
  }),
  cancelOrder: ({ custId }) => ({ custId, orderNo: 'ABCDEFGHJK0123456789' }),
  resendOrder: ({ custId }) => ({ custId, orderNo: 'ABCDEFGHJK0123456789' }),
  unlockOrder: () => ({ orderNo: 'ABCDEFGHJK0123456789', captchaToken: CAPTCHA }),
  getOrderResult: () => ({ orderNo: 'ABCDEFGHJK0123456789' }),
  uploadPaymentReceipt: ({ custId }) => ({ custId, orderNo: 'ABCDEFGHJK0123456789', receiptImage: 'iVBORw0KGgo=' }),
  getQuotationOrders: ({ custId }) => ({ custId, page: 1 }),
  getOrderInvoice: ({ custId }) => ({ custId, orderNo: 'ABCDEFGHJK0123456789' }),
  downloadInvoice: ({ custId }) => ({ custId, orderNo: 'ABCDEFGHJK0123456789' }),
  downloadOrderCards: ({ custId }) => ({ custId, orderNo: 'ABCDEFGHJK0123456789' }),
  getQuotationDetail: ({ custId }) => ({ custId, orderNo: 'ABCDEFGHJK0123456789' }),
  disableQuotationOrder: ({ custId }) => ({ custId, orderNo: 'ABCDEFGHJK0123456789' }),
  orderQuotation: ({ custId }) => ({ custId, orderNo: 'ABCDEFGHJK0123456789', invoiceCity: 'Paris' }),
  saveCart: ({ custId }) => ({ custId, cartData: JSON.stringify({ items: [] }) }),
  getCart: ({ custId }) => ({ custId }),
  deleteCart: ({ custId }) => ({ custId }),
  getCategories: () => ({}),
  getProducts: () => ({ categoryId: 0, page: 1, productName: 'grocery', productCountry: 'AE' }),
  getProductDetail: () => ({ itemCode: 'MJ-GROCERY-D' }),
  getLetterTypes: () => ({ aggregatorBuId: '97' }),
  getAdditionalProducts: () => ({ itemCode: 'MJ-GROCERY-P' }),
  getTemplates: () => ({ categoryId: 1, itemCode: 'MJ-GROCERY-D' }),
  getTemplateCategories: () => ({}),
  integrityCheck: ({ now }) => ({ timestamp: now }),
  getCountryCodes: () => ({}),
  getBuList: () => ({}),
  getBuParameter: () => ({ buId: '97' }),
  getStores: () => ({ buId: '97' }),
  getReferenceList: () => ({ mID: 'IND' }),
  queryCompany: () => ({ companyName: 'Atelier', sirenNumber: '', vatNumber: '', zipCode: '75001' }),
  streetNameFetcher: () => ({ zipCode: '75001', keyword: 'Rue' }),
  queryAddressInfo: () => ({ zipCode: '75001' }),
  // Payments: references that exist nowhere, so the fuzzed calls stop at their checks (no provider call).
  paymentInitToken: () => ({}),
  getPaymentMeans: () => ({}),
  paymentInit: () => ({ purpose: 'order', reference: 'ORDER0000001' }),
  createPayment: () => ({ orderNo: 'ORDER0000001', paymentMethod: 'C04', csrfToken: '1', txnAmount: 10000 }),
  tokenizedPayment: () => ({ orderNo: 'ORDER0000001', cardToken: 'tok_unknown', csrfToken: '1' }),
  paymentFinalisation: () => ({
    token: 'psp_unknown',
    callBackUrl: 'http://shop.test/97/loading/order?token=psp_unknown&status=SUCCESS',
    buId: '97',
  }),
  marketPayCapture: () => ({ transactionId: 'psp_unknown', callBackUrl: 'http://shop.test/97/loading/order' }),
  confirmPayment: () => ({ paymentId: 'pay_AAAAAAAAAAAAAAAAAAAAAA' }),
  threeDsConfirmation: () => ({ paymentId: 'pay_AAAAAAAAAAAAAAAAAAAAAA' }),
  amazonGet3dsUrl: () => ({ paymentId: 'pay_AAAAAAAAAAAAAAAAAAAAAA' }),
  // Files: a 1x1 PNG; the large-order call without its multipart file stops at the missing file.
  uploadResource: () => ({
    fileFormat: 'png',
    resourceContent: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    prefix: 'data:image/png;base64,',
  }),
  uploadLargeOrderFile: ({ custId }) => ({ custId, fileName: 'order.xlsx', fileSha256: 'a'.repeat(64) }),
  orderLargeOrderFile: ({ custId }) => ({ custId, fileId: 'a'.repeat(32), invoiceEmail: 'compta@example.com' }),
  getMemberPreviousFile: ({ custId }) => ({ custId, page: 1 }),
  downloadSampleFile: () => ({ fileType: 'largeOrder', extension: 'xlsx' }),
  downloadBrochure: () => ({ brochure: 'businessOffer' }),
  // Back office (issue 21): operator calls; the fuzzing member's token opens none of them (10094).
  getReviewQueue: () => ({ buId: '250' }),
  getKybReviewDossier: () => ({ buId: '250', dossierId: 1 }),
  getReviewDocument: () => ({ buId: '250', fileId: 'a'.repeat(32) }),
  approveBusinessAccount: () => ({ buId: '250', accountId: 1, contractTypeId: 1 }),
  rejectBusinessAccount: () => ({ buId: '250', accountId: 1, reason: 'The Kbis extract is too old.' }),
  recordKybTransfer: () => ({
    buId: '250',
    dossierId: 1,
    fromIban: 'FR7630006000011234567890189',
    amount: 1000,
    currency: 'EUR',
  }),
  approveKybDossier: () => ({ buId: '250', dossierId: 1, contractTypeId: 2 }),
  rejectKybDossier: () => ({ buId: '250', dossierId: 1, reason: 'The passport copy is unreadable.' }),
  getOfflinePaymentOrders: () => ({ buId: '250' }),
  getOfflinePaymentReceipt: () => ({ buId: '250', orderNo: 'ORDER00000001' }),
  confirmOfflinePaymentOrder: () => ({ buId: '250', orderNo: 'ORDER00000001' }),
  cancelOfflinePaymentOrder: () => ({ buId: '250', orderNo: 'ORDER00000001' }),
  getRefundableOrder: () => ({ buId: '97', orderNo: 'ORDER00000001' }),
  refundOrder: () => ({ buId: '97', orderNo: 'ORDER00000001', cardIds: [1], destination: 'wallet', reason: '' }),
  // Salesmen (issue 20): the fuzzing member is no salesman, so the handlers refuse past the parsing.
  salesmanLogin: () => ({ account: DEMO.salesman250, password: DEMO_PASSWORD, loginType: 'NL', captchaToken: CAPTCHA }),
  getCustomerList: () => ({ salesmanId: '', search: 'atelier', page: 1 }),
  getSalesmanCustomer: ({ custId }) => ({ custId }),
  priceSalesmanOrder: ({ custId }) => ({
    custId,
    order: [{ ...orderLine, cardMadeFee: 2000, discountRate: 10, commissionType: 'P', commissionValue: 5 }],
    freeItem: '',
    freeItemQty: 0,
    rewardType: 'commission',
  }),
  salesmanCheckout: ({ custId }) => ({
    custId,
    order: [{ ...orderLine, cardMadeFee: 2000, discountRate: 10, commissionType: 'P', commissionValue: 5 }],
    paymentMean: '03',
    rewardType: 'commission',
    tempId: 'draft-1',
  }),
  getSalesmanCommission: ({ now }) => ({ month: new Date(now).toISOString().slice(0, 7) }),
  downloadSalesmanCommission: ({ now }) => ({ month: new Date(now).toISOString().slice(0, 7) }),
  // Operators (issue 21): the fuzzing callers are customers, refused (401) past the sign-in steps.
  operatorSignIn: () => ({ email: 'ops97@giftshop.example', password: 'Wrong-pass1' }),
  operatorVerifyTotp: () => ({ challengeId: 'x'.repeat(43), code: '123456' }),
  operatorSignOut: () => ({}),
  getOperatorMe: () => ({}),
  listOperators: () => ({}),
  createOperator: () => ({
    email: 'new@giftshop.example',
    name: 'New operator',
    role: 'operator',
    unitIds: ['97'],
    password: 'Secret-pass1',
  }),
  updateOperator: () => ({ operatorId: 2, name: 'Omar', role: 'operator', unitIds: ['97'], active: true }),
  listAuditLog: () => ({ page: 1, buId: '97', operatorId: 0, action: 'unitSettings.' }),
  listOperatorUnits: () => ({}),
  getUnitSettings: () => ({ buId: '97', versionNo: 1 }),
  listUnitSettingsVersions: () => ({ buId: '97', page: 1 }),
  saveUnitSettingsDraft: () => ({ buId: '97', basedOn: 1, params: { buId: '97', name: 'Marjan' }, note: '' }),
  previewUnitSettings: () => ({ buId: '97', versionNo: 1 }),
  publishUnitSettings: () => ({ buId: '97', versionNo: 2 }),
  restoreUnitSettings: () => ({ buId: '97', versionNo: 1, note: '' }),
  copyUnit: () => ({ fromBuId: '97', buId: 'copy97', name: 'Copy' }),
  getCatalogueVersion: () => ({ buId: '97' }),
  listCatalogueVersions: () => ({ buId: '97', page: 1 }),
  saveCatalogueDraft: () => ({
    buId: '97',
    basedOn: 1,
    catalogue: { categories: [], products: [], templateCategories: [], templates: [] },
    note: '',
  }),
  publishCatalogue: () => ({ buId: '97', versionNo: 2 }),
  restoreCatalogue: () => ({ buId: '97', versionNo: 1, note: '' }),
  // Two-factor sign-in, deletion, email verification, corporate tab (issue 22). Unit 97 has neither two-factor
  // nor deletion switched on, so the handlers refuse past the parsing and the fuzzing member stays.
  twofaLogin: () => ({ account: DEMO.consumer97, password: DEMO_PASSWORD, loginType: 'NL', captchaToken: CAPTCHA }),
  twoFaResend: () => ({ twoFaTokenId: 'a'.repeat(32), twoFaChannel: 'email' }),
  twoFaConfirmLogin: () => ({ account: DEMO.consumer97, twoFaTokenId: 'a'.repeat(32), twoFaToken: '123456' }),
  deleteAccount: ({ custId }) => ({ custId, reasons: ['no_longer_using'], comment: 'Fuzz' }),
  getEmailVerification: ({ custId }) => ({ custId }),
  getCorporateAccount: ({ custId }) => ({ custId }),
  upgradeToB2b2c: ({ custId }) => ({ custId, corporateCode: 'ABCD-2345' }),
  removeCorporateMember: ({ custId }) => ({ custId, memberId: '1' }),
  // No identity provider runs beside the fuzz host, and an unreachable one is a deliberate 503 (10100):
  // the redirect URI is not the callback page, so the call is refused before it would ask the provider.
  getOauthLoginInfo: () => ({
    loginType: 'GOOGLE',
    redirectUri: 'http://shop.test/auth/oauth/elsewhere',
    codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
  }),
  ssoLogin: () => ({
    projectBu: '250',
    jwt: 'eyJhbGciOiJFUzI1NiIsImtpZCI6InBvcnRhbC0yNTAtMjAyNiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl',
    page: 'cards',
    item: 'MC-SHOP-D',
  }),
};

/** Nested arrays `depth` levels deep. */
export function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
}

/** Nested objects `depth` levels deep, as raw JSON text (deeper than JSON.stringify likes to go). */
export function nestedJson(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** The values a field is replaced with: wrong types, edge numbers, hostile and oversized text, deep nesting. */
export const HOSTILE_VALUES: readonly (readonly [string, unknown])[] = [
  ['null', null],
  ['true', true],
  ['zero', 0],
  ['minus one', -1],
  ['fraction', 1.5],
  ['2^31', 2 ** 31],
  ['2^53 + 2', 2 ** 53 + 2],
  ['1e308', 1e308],
  ['empty text', ''],
  ['blanks', '   '],
  ['NUL', 'a\u0000b'],
  ['lone surrogate', '\ud800'],
  ['emoji text', '😀'.repeat(100)],
  ['SQL', "' OR '1'='1' --"],
  ['LIKE wildcards', '%_\\'],
  ['numeric text', '99999999999999999999'],
  ['script', '<script>alert(1)</script>'],
  ['20 kB text', 'x'.repeat(20_000)],
  ['empty list', []],
  ['list of junk', [null, {}, 'x', 1]],
  ['1,000-item list', Array.from({ length: 1_000 }, () => 1)],
  ['empty object', {}],
  ['__proto__ object', JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}')],
  ['nested 200 deep', nested(200)],
];
