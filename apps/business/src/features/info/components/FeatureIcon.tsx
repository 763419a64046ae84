import type { Theme } from '@emotion/react';

export type FeatureName = 'employees' | 'customers' | 'bulk' | 'invoices';

/** Line drawings (24 px grid) of each feature: a gift, a star, stacked boxes, a receipt. */
const PATHS: Readonly<Record<FeatureName, string>> = {
  employees: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-4-6-1s6 1 6 1c2-4 6-4 6-1s-6 1-6 1',
  customers: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
  bulk: 'M3 13h8v8H3zM13 13h8v8h-8zM8 3h8v8H8z',
  invoices: 'M6 2h12v20l-3-2-3 2-3-2-3 2zM9 7h6M9 11h6M9 15h4',
};

/** A feature card's picture, in the brand's colour; decorative (the card's heading names it). */
export function FeatureIcon({ name }: { name: FeatureName }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width={36}
      height={36}
      fill="none"
      strokeWidth={1.6}
      strokeLinejoin="round"
      strokeLinecap="round"
      css={(theme: Theme) => ({ stroke: theme.colors.primary })}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
