import type { Theme } from '@emotion/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { useTranslation } from '@shop/i18n/react';
import { Button, FormAlert, SubmitButton, TextField, validationResolver } from '@shop/ui';
import { hasAtLeastOneCriterion, messageRef, normaliseSiren, normaliseVatNumber } from '@shop/validation';
import { queryCompanies, type CompanyFound } from '../api/business-auth-api';
import { businessAuthErrorMessage } from '../api/business-auth-errors';
import { actionsCss, twoColumnsCss } from './layout';

interface QueryValues {
  companyName: string;
  sirenNumber: string;
  vatNumber: string;
  zipCode: string;
}

/** 'At least input one criteria to query your company' (the shared rule), shown under the first field. */
const criteriaSchema = v.pipe(
  v.object({
    companyName: v.string(),
    sirenNumber: v.pipe(v.string(), v.regex(/^(\d{9}|\d{14})?$/, messageRef('sirenLength'))),
    vatNumber: v.string(),
    zipCode: v.string(),
  }),
  v.forward(
    v.check((criteria) => hasAtLeastOneCriterion(criteria), messageRef('companyQueryCriteria')),
    ['companyName'],
  ),
);

export interface CompanyQueryStepProps {
  /** A company was chosen from the register (or none: the user completes it by hand). */
  onChosen(tempId: string, company: CompanyFound | null): void;
}

/** Step 1: the company register queried by name, SIREN/SIRET, VAT number or zip code. */
export function CompanyQueryStep({ onChosen }: CompanyQueryStepProps) {
  const { t } = useTranslation('business');
  const [found, setFound] = useState<{ tempId: string; companies: CompanyFound[] } | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<QueryValues>({
    defaultValues: { companyName: '', sirenNumber: '', vatNumber: '', zipCode: '' },
    resolver: validationResolver<QueryValues>(criteriaSchema),
  });

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    const result = await queryCompanies({
      companyName: values.companyName.trim(),
      sirenNumber: normaliseSiren(values.sirenNumber),
      vatNumber: normaliseVatNumber(values.vatNumber),
      zipCode: values.zipCode.trim(),
    });
    if (!result.ok) {
      setAlert(businessAuthErrorMessage(result.error, t));
      return;
    }
    setFound({ tempId: result.data.tempId, companies: result.data.companyList });
  });

  return (
    <div>
      <h2>{t('register.query.title')}</h2>
      <p>{t('register.query.intro')}</p>
      <form onSubmit={onSubmit} noValidate data-testid="company-query-form">
        {alert ? <FormAlert tone="error">{alert}</FormAlert> : null}
        <TextField
          label={t('register.query.companyName')}
          autoComplete="organization"
          error={errors.companyName?.message}
          {...register('companyName')}
        />
        <div css={twoColumnsCss}>
          <TextField
            label={t('register.company.siren')}
            inputMode="numeric"
            dir="ltr"
            error={errors.sirenNumber?.message}
            {...register('sirenNumber', { setValueAs: (value: string) => normaliseSiren(value) })}
          />
          <TextField
            label={t('register.company.vat')}
            dir="ltr"
            error={errors.vatNumber?.message}
            {...register('vatNumber', { setValueAs: (value: string) => normaliseVatNumber(value) })}
          />
        </div>
        <TextField
          label={t('register.company.zipCode')}
          autoComplete="postal-code"
          dir="ltr"
          error={errors.zipCode?.message}
          {...register('zipCode')}
        />
        <div css={actionsCss}>
          <span />
          <SubmitButton
            data-testid="company-query-submit"
            busy={isSubmitting}
            busyLabel={t('register.query.searching')}
          >
            {t('register.query.search')}
          </SubmitButton>
        </div>
      </form>
      {found ? (
        <section
          aria-live="polite"
          data-testid="company-results"
          css={(theme: Theme) => ({ marginTop: theme.space(5) })}
        >
          <h3>{t('register.query.results', { count: found.companies.length })}</h3>
          {found.companies.length > 0 ? (
            <ul css={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {found.companies.map((company) => (
                <li
                  key={company.sirenNumber}
                  css={(theme: Theme) => ({
                    border: '1px solid #d5dbe3',
                    borderRadius: theme.radius,
                    padding: theme.space(3),
                    marginBottom: theme.space(2),
                    display: 'flex',
                    flexWrap: 'wrap',
                    justifyContent: 'space-between',
                    alignItems: 'center',
                    gap: theme.space(2),
                  })}
                >
                  <div>
                    <strong>{company.companyName}</strong>
                    <div dir="ltr" css={{ textAlign: 'start' }}>
                      SIREN {company.sirenNumber}
                      {company.vatNumber ? ` · ${company.vatNumber}` : ''}
                    </div>
                    <div>{[company.firstAddress, `${company.zipCode} ${company.city}`].filter(Boolean).join(', ')}</div>
                  </div>
                  <Button
                    onClick={() => onChosen(found.tempId, company)}
                    data-testid="company-choose"
                    aria-label={t('register.query.chooseNamed', { name: company.companyName })}
                  >
                    {t('register.query.choose')}
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
          <Button variant="secondary" onClick={() => onChosen(found.tempId, null)} data-testid="company-not-listed">
            {t('register.query.notListed')}
          </Button>
        </section>
      ) : null}
    </div>
  );
}
