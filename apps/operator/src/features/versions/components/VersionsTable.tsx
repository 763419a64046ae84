import type { Theme } from '@emotion/react';
import type { Version } from '@shop/contracts';
import { intlLocaleOf, isLanguage } from '@shop/i18n';
import { useTranslation } from '@shop/i18n/react';
import { Button } from '@shop/ui';
import { tableCss } from '../../../shared/page-styles';

export interface VersionActions {
  onOpen(versionNo: number): void;
  onPreview?(versionNo: number): void;
  onPublish(versionNo: number): void;
  onRestore(versionNo: number): void;
  /** The version whose action is running: its buttons wait. */
  busyVersion: number | null;
}

/** The versions of a unit's settings or catalogue: who made each, when, what it changed, and what can be done. */
export function VersionsTable({
  versions,
  openVersion,
  actions,
  testId,
}: {
  versions: readonly Version[];
  openVersion: number;
  actions: VersionActions;
  testId: string;
}) {
  const { t, i18n } = useTranslation('operator');
  const locale = intlLocaleOf(isLanguage(i18n.language) ? i18n.language : 'en');
  const when = (at: number) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(at);

  return (
    <table css={tableCss} data-testid={testId}>
      <caption css={{ textAlign: 'start', fontWeight: 700, fontSize: '1.1rem', paddingBottom: 8 }}>
        {t('versions.caption')}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('versions.number')}</th>
          <th scope="col">{t('versions.state')}</th>
          <th scope="col">{t('versions.who')}</th>
          <th scope="col">{t('versions.what')}</th>
          <th scope="col">{t('versions.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {versions.map((version) => (
          <VersionRow
            key={version.versionNo}
            version={version}
            open={version.versionNo === openVersion}
            actions={actions}
            when={when}
          />
        ))}
      </tbody>
    </table>
  );
}

function VersionRow({
  version,
  open,
  actions,
  when,
}: {
  version: Version;
  open: boolean;
  actions: VersionActions;
  when: (at: number) => string;
}) {
  const { t } = useTranslation('operator');
  const busy = actions.busyVersion !== null;
  const number = version.versionNo;
  return (
    <tr data-testid={`version-row-${number}`} data-state={version.state}>
      <th scope="row">
        {number}
        {open ? <span css={openCss}>{t('versions.open')}</span> : null}
      </th>
      <td>
        <span css={stateCss(version.state)}>{t(`versions.states.${version.state}`)}</span>
      </td>
      <td>
        <div>
          {t('versions.createdBy', {
            name: version.createdBy?.name ?? t('versions.system'),
            when: when(version.createdAt),
          })}
        </div>
        {version.publishedAt !== null ? (
          <div>
            {t('versions.publishedBy', {
              name: version.publishedBy?.name ?? t('versions.system'),
              when: when(version.publishedAt),
            })}
          </div>
        ) : null}
      </td>
      <td>
        {version.restoredFrom !== null ? (
          <div>{t('versions.restoredFrom', { number: version.restoredFrom })}</div>
        ) : null}
        {version.changes.length > 0 ? (
          <ul css={{ margin: 0, paddingInlineStart: 18 }}>
            {version.changes.map((change) => (
              <li key={change} dir="ltr" css={{ fontFamily: 'monospace' }}>
                {change}
              </li>
            ))}
          </ul>
        ) : version.restoredFrom === null ? (
          <span>{t('versions.noChanges')}</span>
        ) : null}
        {version.note ? <p css={{ margin: '4px 0 0', fontStyle: 'italic' }}>{version.note}</p> : null}
      </td>
      <td>
        <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          {open ? null : (
            <Button variant="secondary" onClick={() => actions.onOpen(number)}>
              {t('versions.openAction', { number })}
            </Button>
          )}
          {version.state === 'draft' && actions.onPreview ? (
            <Button variant="secondary" disabled={busy} onClick={() => actions.onPreview?.(number)}>
              {t('versions.preview', { number })}
            </Button>
          ) : null}
          {version.state === 'draft' ? (
            <Button disabled={busy} onClick={() => actions.onPublish(number)}>
              {t('versions.publish', { number })}
            </Button>
          ) : null}
          {version.state === 'earlier' ? (
            <Button variant="secondary" disabled={busy} onClick={() => actions.onRestore(number)}>
              {t('versions.restore', { number })}
            </Button>
          ) : null}
        </div>
      </td>
    </tr>
  );
}

const openCss = (theme: Theme) => ({ display: 'block', fontSize: '0.8rem', fontWeight: 400, color: theme.colors.text });

const STATE_COLOURS = { draft: '#7a4d00', live: '#0b6b2f', earlier: '#4a5563' } as const;
const stateCss = (state: Version['state']) => ({
  display: 'inline-block',
  padding: '2px 8px',
  borderRadius: 10,
  border: `1px solid ${STATE_COLOURS[state]}`,
  color: STATE_COLOURS[state],
  fontWeight: 600,
  fontSize: '0.85rem',
});
