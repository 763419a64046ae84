import type { ReactNode } from 'react';
import { WithAreaTexts } from '@shop/ui';

/** The business area's texts (namespace business), downloaded when one of its pages opens (@shop/ui). */
export function WithBusinessTexts({ children }: { children: ReactNode }) {
  return <WithAreaTexts namespace="business">{children}</WithAreaTexts>;
}
