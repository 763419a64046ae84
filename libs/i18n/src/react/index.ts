import { initReactI18next } from 'react-i18next';
import { i18n } from '../i18n-instance';

// Bind react-i18next to the shared instance once, whoever imports this entry first.
i18n.use(initReactI18next);

export { useTranslation, Trans, I18nextProvider } from 'react-i18next';
export { i18n };
