import type { AuditEntry } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { tableCss } from '../../back-office-kit/back-office-styles';
import { languageOf, momentOf } from '../../back-office-kit/format';
import { auditDetailsLine } from '../audit-details';

/** One page of the audit log: when, who, what, on which unit and object, with the action's facts. */
export function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  const { t, i18n } = useTranslation('operator');
  const language = languageOf(i18n.language);
  return (
    <table css={tableCss} aria-label={t('backOffice.audit.tableLabel')} data-testid="audit-entries">
      <thead>
        <tr>
          <th scope="col">{t('backOffice.audit.when')}</th>
          <th scope="col">{t('backOffice.audit.who')}</th>
          <th scope="col">{t('backOffice.audit.action')}</th>
          <th scope="col">{t('backOffice.audit.unit')}</th>
          <th scope="col">{t('backOffice.audit.target')}</th>
          <th scope="col">{t('backOffice.audit.details')}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.auditId} data-testid="audit-entry" data-action={entry.action}>
            <td css={{ whiteSpace: 'nowrap' }}>{momentOf(new Date(entry.at).toISOString(), language)}</td>
            <td>
              {entry.operatorName}
              <div css={{ fontSize: '0.875rem' }}>{entry.operatorEmail}</div>
            </td>
            <td>
              <code>{entry.action}</code>
            </td>
            <td>{entry.buId}</td>
            <td>{entry.target}</td>
            <td css={{ fontSize: '0.875rem', overflowWrap: 'anywhere' }}>{auditDetailsLine(entry.details)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
