import type { LocalizedText } from '@shop/contracts';
import { PageSection } from '@shop/ui';
import { useUnitText } from '../brand/use-unit-text';

/** A brand-defined information page from the unit's more-info list, in the page's language. */
export function InfoPage({ title, body }: { title: LocalizedText; body: LocalizedText }) {
  const unitText = useUnitText();
  return (
    <PageSection title={unitText(title)}>
      {unitText(body)
        .split('\n\n')
        .map((paragraph) => (
          <p key={paragraph} css={{ lineHeight: 1.6 }}>
            {paragraph}
          </p>
        ))}
    </PageSection>
  );
}
