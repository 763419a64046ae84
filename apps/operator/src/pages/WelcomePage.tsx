import { useTranslation } from '@shop/i18n/react';

/** /operator/home: where an operator lands; the sections are in the navigation beside it. */
export function WelcomePage() {
  const { t } = useTranslation('operator');
  return (
    <>
      <h1>{t('home.title')}</h1>
      <p>{t('home.intro')}</p>
    </>
  );
}
