import type { Theme } from '@emotion/react';
import { BANNER_FORMATS, PHONE_BANNER_QUERY, bannersOf, type Banner } from '@shop/brand';
import { useUnit } from '@shop/brand/react';
import { useTranslation } from '@shop/i18n/react';

const { desktop: DESKTOP, phone: PHONE } = BANNER_FORMATS;

/**
 * Each banner's box has its format's shape before the image arrives (art of another shape is
 * cropped to it), so an image landing never moves the page; a phone-only banner is hidden on desktops.
 */
const bannerCss = (banner: Banner) => ({
  ...(banner.desktop ? {} : { '@media (min-width: 992px)': { display: 'none' } }),
  img: { aspectRatio: banner.desktop ? `${DESKTOP.width} / ${DESKTOP.height}` : `${PHONE.width} / ${PHONE.height}` },
  ...(banner.phone
    ? { [`@media ${PHONE_BANNER_QUERY}`]: { img: { aspectRatio: `${PHONE.width} / ${PHONE.height}` } } }
    : {}),
});

/** The brand's banners in a row that scrolls sideways; a phone-only banner is hidden on desktops. */
export function HomeBanners() {
  const unit = useUnit();
  const { t } = useTranslation('pages');
  const banners = bannersOf(unit.banners);
  if (banners.length === 0) return null;
  return (
    // Focusable so that a keyboard can scroll the row (arrow keys) as a pointer can.
    <ul
      tabIndex={0}
      aria-label={t('consumer.home.offers')}
      css={(theme: Theme) => ({
        display: 'flex',
        gap: theme.space(3),
        overflowX: 'auto',
        listStyle: 'none',
        padding: 0,
        margin: `0 0 ${theme.space(4)}`,
        scrollSnapType: 'x mandatory',
        '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
        li: { flex: '0 0 min(100%, 720px)', scrollSnapAlign: 'start' },
        img: { display: 'block', width: '100%', height: 'auto', objectFit: 'cover', borderRadius: theme.radius },
      })}
    >
      {banners.map((banner, index) => (
        <li key={`${banner.desktop}|${banner.phone}`} css={bannerCss(banner)}>
          <picture>
            {banner.phone ? (
              <source media={PHONE_BANNER_QUERY} srcSet={banner.phone} width={PHONE.width} height={PHONE.height} />
            ) : null}
            {/* The first banner is the first screen's largest image (its LCP): fetched first; the others
                are off to the side and wait until scrolled near. */}
            <img
              src={banner.desktop || banner.phone}
              alt={t('consumer.home.offer', { name: unit.name, number: index + 1 })}
              width={banner.desktop ? DESKTOP.width : PHONE.width}
              height={banner.desktop ? DESKTOP.height : PHONE.height}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              decoding={index === 0 ? undefined : 'async'}
            />
          </picture>
        </li>
      ))}
    </ul>
  );
}
