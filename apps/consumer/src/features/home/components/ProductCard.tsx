import type { Theme } from '@emotion/react';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import type { ProductSummary } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { linkButtonCss, visuallyHidden } from './home-styles';

export interface ProductCardProps {
  product: ProductSummary;
  /** The smallest amount, already formatted. */
  from: string;
  /** Whether "For myself" is offered (hidden when the brand hides deliver-to-me). */
  forMe: boolean;
  /** Called before a buying page opens; preventDefault() keeps the visitor here (the cart is full). */
  onChoose(event: MouseEvent): void;
  /** Whether the card can be on the first screen: its image is fetched at once, the others when scrolled near. */
  firstScreen?: boolean;
}

/** The catalogue's card art format (the seeded art's 400 x 250): other art is cropped to it, so nothing moves. */
const CARD_ART = { width: 400, height: 250 };

const PHONE_CREDIT = 'PHONE_CREDIT';

/** One card of the catalogue with the ways to buy it. */
export function ProductCard({ product, from, forMe, onChoose, firstScreen = false }: ProductCardProps) {
  const { t } = useTranslation('pages');
  const code = encodeURIComponent(product.itemCode);
  const name = <span css={visuallyHidden}>: {product.productName}</span>;
  const links =
    product.productType === PHONE_CREDIT
      ? [{ to: `/phone-credit?itemCode=${code}`, text: t('consumer.home.topUp') }]
      : [
          { to: `/buying-friend?itemCode=${code}`, text: t('consumer.home.sendGift') },
          ...(forMe ? [{ to: `/buying-self?itemCode=${code}`, text: t('consumer.home.forMe') }] : []),
        ];
  return (
    <li
      data-testid={`product-${product.itemCode}`}
      css={(theme: Theme) => ({
        display: 'flex',
        flexDirection: 'column',
        gap: theme.space(2),
        padding: theme.space(3),
        background: '#fff',
        border: '1px solid #d5dbe3',
        borderRadius: theme.radius,
      })}
    >
      <img
        src={product.productImgUrl}
        alt=""
        width={CARD_ART.width}
        height={CARD_ART.height}
        loading={firstScreen ? 'eager' : 'lazy'}
        decoding="async"
        css={{
          width: '100%',
          height: 'auto',
          aspectRatio: `${CARD_ART.width} / ${CARD_ART.height}`,
          objectFit: 'cover',
        }}
      />
      <h3 css={{ margin: 0, fontSize: '1.05rem' }}>{product.productName}</h3>
      <p css={{ margin: 0 }}>{t('consumer.home.from', { amount: from })}</p>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 'auto' }}>
        {links.map((link, index) => (
          <Link key={link.to} to={link.to} onClick={onChoose} css={linkButtonCss(index === 0)}>
            {link.text}
            {name}
          </Link>
        ))}
      </div>
    </li>
  );
}
