import { initReactI18next, setI18n } from 'react-i18next';
import { i18n } from '../i18n-instance';

// Bind react-i18next to the shared instance once, whoever imports this entry first; setI18n also
// covers an instance that was initialised before this entry was imported.
i18n.use(initReactI18next);
setI18n(i18n);

export { useTranslation, I18nextProvider } from 'react-i18next';
export { useNamespace, type NamespaceState } from './use-namespace';
export { usePageLanguage } from './use-page-language';
export { useLanguageData, type LanguageDataState, type LoadAnswer } from './use-language-data';
export { i18n };
