export {
  i18n,
  initI18n,
  changeLanguage,
  preloadLanguage,
  offeredLanguages,
  loadNamespace,
  hasNamespace,
  switchServerLanguage,
  serverTextsIn,
  noteServerRenderArea,
  takeServerRenderAreas,
  type I18nOptions,
} from './i18n-instance';
export {
  loadResourcesFor,
  NAMESPACES,
  AREA_NAMESPACES,
  type AreaNamespace,
  type Namespace,
  type ResourceTree,
  type LanguageResources,
  type StartResources,
} from './resources';
export { directionOf, applyDocumentDirection } from './document-direction';
export { toServerLanguage, htmlLangOf, intlLocaleOf, isLanguage, languageFromTag } from './language-codes';
export { chooseLanguage, type LanguageChoiceInput } from './language-choice';
export { readLanguageCookie, LANGUAGE_COOKIE_NAMES } from './language-cookie';
export {
  detectLanguage,
  saveLanguageChoice,
  mirrorSavedLanguage,
  languageStorageKey,
  type LanguageUnit,
  type LanguageSources,
} from './browser-language';
export { LANGUAGE_NATIVE_NAMES } from './language-names';
export { formatAmount, formatDecimal, prepareAmountFormat, type AmountFormat } from './format-amount';
export { formatDate } from './format-date';
export { roundHalfUp } from './rounding';
