import type { Theme } from '@emotion/react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@shop/i18n/react';
import { useSession } from '@shop/session/react';
import { Button, FormAlert, LoadingIndicator } from '@shop/ui';
import { SectionCard } from '../../../shared/SectionCard';
import { cardEntries } from '../card-states';
import { useMemberCards } from '../hooks/use-member-cards';
import { CardItem } from './CardItem';

/** The "My cards" tab: the member's gift cards with what can be done with each. */
export function CardsPage() {
  const { t } = useTranslation('account');
  const custId = useSession((state) => state.user?.custId ?? '');
  const { state, reload, putCard } = useMemberCards(custId);
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  function transferred(message: string) {
    setNotice(message);
    // The given card leaves the list: the focus goes to the result rather than to nowhere.
    requestAnimationFrame(() => noticeRef.current?.focus());
    reload();
  }

  const products = state.status === 'failed' ? undefined : state.products;
  return (
    <SectionCard title={t('cards.title')} testId="cards-page">
      <div ref={noticeRef} tabIndex={-1} css={{ outline: 'none' }}>
        {notice ? <FormAlert tone="success">{notice}</FormAlert> : null}
      </div>
      {state.status === 'failed' ? (
        <div data-testid="cards-load-failed">
          <FormAlert tone="error">{t('cards.loadFailed')}</FormAlert>
          <Button variant="secondary" onClick={reload}>
            {t('retry')}
          </Button>
        </div>
      ) : products === undefined ? (
        <LoadingIndicator label={t('cards.loading')} />
      ) : products.every((product) => product.cardList.length === 0) ? (
        <div data-testid="cards-empty">
          <p>{t('cards.empty')}</p>
          <p css={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
            <Link to="/account/import" data-testid="cards-empty-import">
              {t('cards.importLink')}
            </Link>
            <Link to="/">{t('cards.shopLink')}</Link>
          </p>
        </div>
      ) : (
        <ul
          aria-busy={state.status === 'loading' || undefined}
          aria-label={t('cards.listLabel')}
          data-testid="cards-list"
          css={(theme: Theme) => ({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: theme.space(4) })}
        >
          {cardEntries(products).map((entry) => (
            <li key={entry.card.cardId}>
              <CardItem entry={entry} custId={custId} onChanged={putCard} onTransferred={transferred} />
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
