import type { ReactNode } from 'react';
import { Notice } from './Notice';
import { PageSection } from './PageSection';

/**
 * A page whose working parts arrive in a later release: it says what the page is for and, plainly,
 * what it does not do yet. Nothing on it pretends to work.
 */
export function PagePurpose({
  title,
  purpose,
  pending,
  children,
}: {
  title: string;
  purpose: string;
  pending: string;
  children?: ReactNode;
}) {
  return (
    <PageSection title={title} lead={purpose}>
      {children}
      <Notice>{pending}</Notice>
    </PageSection>
  );
}
