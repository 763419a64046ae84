import type { Theme } from '@emotion/react';
import { useState } from 'react';
import { useUnit } from '@shop/brand/react';
import type { CorporateAccount } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { useSession } from '@shop/session/react';
import { Button, FormAlert, LoadingIndicator, Notice, apiErrorText } from '@shop/ui';
import { SectionCard } from '../../../shared/SectionCard';
import { useListFormats } from '../../../shared/paged-list/use-list-formats';
import { useLoaded } from '../../reference-data/hooks/use-loaded';
import { fetchCorporateAccount, unlinkMember } from '../api/corporate-api';
import { CorporateLinkForm } from './CorporateLinkForm';

async function loadCorporate(custId: string): Promise<CorporateAccount> {
  const result = await fetchCorporateAccount(custId);
  if (!result.ok) throw new Error(result.error.message);
  return result.data;
}

/**
 * /account/corporate: a company sees its corporate code and the members linked with it; a member
 * sees its company; an individual account may link itself to its company (the B2B2C upgrade).
 */
export function CorporatePage() {
  const { t } = useTranslation('account');
  const unit = useUnit();
  const custId = useSession((state) => state.user?.custId ?? '');
  const loaded = useLoaded(`corporate:${custId}`, () => loadCorporate(custId));
  const [changed, setChanged] = useState<CorporateAccount | null>(null);

  if (!unit.features.corporateAccounts) return <Notice>{t('corporate.unavailable')}</Notice>;
  if (loaded.status === 'loading') return <LoadingIndicator label={t('corporate.loading')} />;
  if (loaded.status === 'failed')
    return (
      <div>
        <FormAlert tone="error">{t('corporate.loadFailed')}</FormAlert>
        <Button onClick={loaded.retry}>{t('retry')}</Button>
      </div>
    );
  const account = changed ?? loaded.data;
  return (
    <SectionCard title={t('corporate.title')} testId="corporate-account">
      <div data-testid="corporate-role" data-role={account.role}>
        {account.role === 'company' ? <CompanyView account={account} onChanged={setChanged} /> : null}
        {account.role === 'member' && account.company ? <MemberView company={account.company} /> : null}
        {account.role === 'none' ? (
          account.canUpgrade ? (
            <CorporateLinkForm onLinked={setChanged} />
          ) : (
            <p>{t('corporate.noCompany')}</p>
          )
        ) : null}
      </div>
    </SectionCard>
  );
}

function MemberView({ company }: { company: NonNullable<CorporateAccount['company']> }) {
  const { t } = useTranslation('account');
  const formatDate = useListFormats().date;
  return (
    <p css={{ lineHeight: 1.5, margin: 0 }} data-testid="corporate-member">
      {company.linkedAt
        ? t('corporate.memberOf', { company: company.companyName, date: formatDate(company.linkedAt) })
        : t('corporate.memberOfNoDate', { company: company.companyName })}
    </p>
  );
}

function CompanyView({ account, onChanged }: { account: CorporateAccount; onChanged: (a: CorporateAccount) => void }) {
  const { t } = useTranslation('account');
  const formatDate = useListFormats().date;
  const custId = useSession((state) => state.user?.custId ?? '');
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const code = account.company?.corporateCode;

  const remove = async (memberId: string) => {
    setBusy(memberId);
    setError(null);
    const result = await unlinkMember(custId, memberId);
    setBusy(null);
    if (result.ok) onChanged(result.data);
    else setError(apiErrorText(result.error, t));
  };

  return (
    <div>
      {code ? (
        <p css={{ lineHeight: 1.5, marginTop: 0 }}>
          {t('corporate.codeIntro')}{' '}
          <strong dir="ltr" data-testid="corporate-code" css={{ fontSize: '1.25rem', letterSpacing: 1 }}>
            {code}
          </strong>
        </p>
      ) : (
        <Notice>{t('corporate.codePending')}</Notice>
      )}
      <h3 css={(theme: Theme) => ({ fontSize: '1.0625rem', margin: `${theme.space(4)} 0 ${theme.space(2)}` })}>
        {t('corporate.membersTitle', { number: account.members.length })}
      </h3>
      {error ? <FormAlert tone="error">{error}</FormAlert> : null}
      {account.members.length === 0 ? (
        <p>{t('corporate.noMembers')}</p>
      ) : (
        <ul css={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
          {account.members.map((member) => (
            <li
              key={member.memberId}
              data-testid="corporate-member-row"
              css={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}
            >
              <span>
                {member.firstName} {member.lastName} · <span dir="ltr">{member.email}</span> ·{' '}
                {t('corporate.linkedOn', { date: formatDate(member.linkedAt) })}
              </span>
              <Button
                variant="secondary"
                disabled={busy !== null}
                aria-busy={busy === member.memberId}
                onClick={() => void remove(member.memberId)}
              >
                {t('corporate.remove', { name: `${member.firstName} ${member.lastName}` })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
