import { PageSection } from '@shop/ui';

/** A brand-defined information page from the unit's more-info list. */
export function InfoPage({ title, body }: { title: string; body: string }) {
  return (
    <PageSection title={title}>
      {body.split('\n\n').map((paragraph) => (
        <p key={paragraph} css={{ lineHeight: 1.6 }}>
          {paragraph}
        </p>
      ))}
    </PageSection>
  );
}
