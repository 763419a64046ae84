import { useTranslation } from '@shop/i18n/react';
import { PageSection } from '@shop/ui';

/** Spec 1 section 2: sections gift card, delivery method, personal account, payment and security. */
const FAQ = {
  giftCard: ['whatIs', 'validity'],
  delivery: ['methods', 'when'],
  account: ['why', 'forgot'],
  payment: ['means', 'secure'],
} as const;

export function FaqPage() {
  const { t } = useTranslation('info');
  return (
    <PageSection title={t('faq.title')}>
      {Object.entries(FAQ).map(([section, questions]) => (
        <section key={section}>
          <h2 css={{ fontSize: '1.25rem' }}>{t(`faq.${section}.title`)}</h2>
          {questions.map((question) => (
            <details key={question} css={{ marginBottom: 12 }}>
              <summary css={{ cursor: 'pointer', fontWeight: 600, minHeight: 32 }}>
                {t(`faq.${section}.${question}.q`)}
              </summary>
              <p css={{ lineHeight: 1.6 }}>{t(`faq.${section}.${question}.a`)}</p>
            </details>
          ))}
        </section>
      ))}
    </PageSection>
  );
}
