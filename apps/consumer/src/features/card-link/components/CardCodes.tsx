import type { Theme } from '@emotion/react';
import { useTranslation } from '@shop/i18n/react';
import type { LinkedCardCode } from '../api/card-link-api';
import { lastFourOf, svgImageSource } from '../card-display';
import { fieldLabel } from './card-styles';

/** The barcode a till scans and the QR code a phone opens, drawn by the server as SVG. */
export function CardCodes({ code }: { code: LinkedCardCode }) {
  const { t } = useTranslation('cardLink');
  return (
    <figure
      css={(theme: Theme) => ({
        margin: 0,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: theme.space(4),
      })}
    >
      <figcaption css={{ ...fieldLabel, flexBasis: '100%' }}>{t('codes')}</figcaption>
      <img
        src={svgImageSource(code.barcodeSvg)}
        alt={t('barcode', { last4: lastFourOf(code.cardNumber) })}
        data-testid="card-link-barcode"
        css={{ width: 'min(100%, 280px)', height: 'auto' }}
      />
      <img
        src={svgImageSource(code.qrCodeSvg)}
        alt={t('qrCode')}
        data-testid="card-link-qr"
        css={{ width: 128, height: 128 }}
      />
    </figure>
  );
}
