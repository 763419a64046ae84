// Which text key says an API error in the page's language. An entry of its own, not part of the shared
// @shop/i18n module the start page downloads: it holds the whole error catalogue, and only the screens
// that show API errors (through @shop/ui's apiErrorText) need it.
export {
  apiErrorName,
  apiErrorTextKey,
  isMoneyCoreCode,
  areaOfCode,
  MONEY_CORE_CODE_RANGES,
  AREA_CODE_RANGES,
} from '../api-error-texts';
