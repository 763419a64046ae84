import type { Theme } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@shop/i18n/react';
import { Button, SelectField, TextField } from '@shop/ui';
import { rowCss } from '../../back-office-kit/back-office-styles';
import { LoadedPanel } from '../../back-office-kit/components/LoadedPanel';
import { useOperatorUnits } from '../../back-office-kit/hooks/use-operator-units';
import { useApiLoad } from '../../../shared/use-api-load';
import { fetchAuditLog, fetchOperators, type AuditQuery } from '../api/audit-log-api';
import { AuditTable } from './AuditTable';

const FIRST_PAGE: AuditQuery = { page: 1, buId: '', operatorId: 0, action: '' };

/**
 * /operator/audit (administrators): every operator action, newest first, filtered by unit, operator or
 * kind of action, page by page. The log only grows; nothing here changes it.
 */
export function AuditLogPage() {
  const { t } = useTranslation('operator');
  const units = useOperatorUnits();
  const [query, setQuery] = useState<AuditQuery>(FIRST_PAGE);
  const [draft, setDraft] = useState<AuditQuery>(FIRST_PAGE);
  const [log, reload] = useApiLoad(JSON.stringify(query), () => fetchAuditLog(query));
  const [operators] = useApiLoad('operators', fetchOperators);

  const filter = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ ...draft, action: draft.action.trim(), page: 1 });
  };
  const operatorOptions =
    operators.state === 'ready'
      ? operators.data.operators.map((operator) => ({
          value: String(operator.operatorId),
          label: `${operator.name} (${operator.email})`,
        }))
      : [];

  return (
    <div data-testid="audit-log">
      <h1 css={{ marginTop: 0 }}>{t('backOffice.audit.title')}</h1>
      <p>{t('backOffice.audit.lead')}</p>
      <form onSubmit={filter} css={rowCss} aria-label={t('backOffice.audit.filtersLabel')}>
        <div css={{ flex: '0 1 220px' }}>
          <SelectField
            label={t('backOffice.audit.filterUnit')}
            value={draft.buId}
            onChange={(event) => setDraft({ ...draft, buId: event.target.value })}
            options={[
              { value: '', label: t('backOffice.audit.anyUnit') },
              ...units.map((unit) => ({ value: unit.buId, label: `${unit.buId} ${unit.name}` })),
            ]}
          />
        </div>
        <div css={{ flex: '0 1 320px' }}>
          <SelectField
            label={t('backOffice.audit.filterOperator')}
            value={String(draft.operatorId)}
            onChange={(event) => setDraft({ ...draft, operatorId: Number(event.target.value) })}
            options={[{ value: '0', label: t('backOffice.audit.anyOperator') }, ...operatorOptions]}
          />
        </div>
        <div css={{ flex: '0 1 260px' }}>
          <TextField
            label={t('backOffice.audit.filterAction')}
            hint={t('backOffice.audit.actionHint')}
            autoComplete="off"
            maxLength={60}
            value={draft.action}
            onChange={(event) => setDraft({ ...draft, action: event.target.value })}
          />
        </div>
        <Button type="submit" css={{ marginBottom: 38 }}>
          {t('backOffice.audit.filter')}
        </Button>
      </form>
      <LoadedPanel loaded={log} retry={reload}>
        {(data) => {
          const pages = Math.max(1, Math.ceil(data.totalCount / data.pageSize));
          return (
            <>
              <p css={{ marginTop: 0 }}>{t('backOffice.audit.count', { count: data.totalCount })}</p>
              {data.entries.length === 0 ? <p>{t('backOffice.audit.none')}</p> : <AuditTable entries={data.entries} />}
              {pages > 1 ? (
                <nav
                  aria-label={t('backOffice.audit.pages')}
                  css={(theme: Theme) => ({ ...rowCss(theme), marginTop: 16 })}
                >
                  <Button
                    variant="secondary"
                    disabled={query.page <= 1}
                    onClick={() => setQuery({ ...query, page: query.page - 1 })}
                  >
                    {t('backOffice.audit.newer')}
                  </Button>
                  <span>{t('backOffice.audit.pageOf', { page: query.page, pages })}</span>
                  <Button
                    variant="secondary"
                    disabled={query.page >= pages}
                    onClick={() => setQuery({ ...query, page: query.page + 1 })}
                  >
                    {t('backOffice.audit.older')}
                  </Button>
                </nav>
              ) : null}
            </>
          );
        }}
      </LoadedPanel>
    </div>
  );
}
