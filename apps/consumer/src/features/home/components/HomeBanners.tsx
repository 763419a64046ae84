import type { Theme } from '@emotion/react';
import { useUnit } from '@shop/brand/react';
import { useTranslation } from '@shop/i18n/react';
import { bannersOf } from '../banner-images';

const PHONE_QUERY = '(max-width: 991px)';

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
        img: { display: 'block', width: '100%', height: 'auto', borderRadius: theme.radius },
      })}
    >
      {banners.map((banner, index) => (
        <li
          key={`${banner.desktop}|${banner.phone}`}
          css={banner.desktop ? undefined : { '@media (min-width: 992px)': { display: 'none' } }}
        >
          <picture>
            {banner.phone ? <source media={PHONE_QUERY} srcSet={banner.phone} /> : null}
            <img
              src={banner.desktop || banner.phone}
              alt={t('consumer.home.offer', { name: unit.name, number: index + 1 })}
              width={1200}
              height={300}
              loading={index === 0 ? 'eager' : 'lazy'}
            />
          </picture>
        </li>
      ))}
    </ul>
  );
}
