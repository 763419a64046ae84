import type { Theme } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from '@shop/i18n/react';
import { Button } from '@shop/ui';
import { usePrinting } from '../hooks/use-printing';
import { codeCss, fieldLabel, noPrint, visuallyHidden } from './card-styles';

/**
 * The PIN, kept off the page until asked for (someone may be looking at the screen); the toggle says
 * whether it shows (aria-pressed). A printout always carries it, like a printed card.
 */
export function PinCode({ pinCode }: { pinCode: string }) {
  const { t } = useTranslation('cardLink');
  const [shown, setShown] = useState(false);
  const printing = usePrinting();
  return (
    <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space(1) })}>
      <span css={fieldLabel}>{t('pin')}</span>
      <div css={(theme: Theme) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(3) })}>
        <span data-testid="card-link-pin" css={codeCss}>
          {shown || printing ? (
            pinCode
          ) : (
            <>
              <span aria-hidden="true">{'•'.repeat(pinCode.length)}</span>
              <span css={visuallyHidden}>{t('pinHidden')}</span>
            </>
          )}
        </span>
        <span css={noPrint}>
          <Button
            variant="secondary"
            aria-pressed={shown}
            onClick={() => setShown((value) => !value)}
            data-testid="card-link-pin-toggle"
          >
            {shown ? t('hidePin') : t('showPin')}
          </Button>
        </span>
      </div>
    </div>
  );
}
