import type { Theme } from '@emotion/react';
import { useMemo } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import * as v from 'valibot';
import { KYB_REPRESENTATIVES_MAX, KYB_SHAREHOLDERS_MAX, type KybPerson, type KybUserInfo } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { Button, draftValidationResolver, useFieldMessage } from '@shop/ui';
import { kybPersonListSchema, type KybPersonRole } from '@shop/validation';
import type { KybSession } from '../../kyb-account/kyb-session-store';
import type { KybLists } from '../api/kyb-reference-api';
import { useTabSave } from '../hooks/use-tab-save';
import { ruleCodes, ruleCountries } from '../kyb-options';
import { emptyPerson, peopleFieldPaths, personFormValues, toPersonInputs, type PeopleFormValues } from '../people-form';
import { PersonFields } from './PersonFields';
import { TabFrame } from './TabFrame';

const SETTINGS = {
  representative: { type: 1, section: 'representatives', max: KYB_REPRESENTATIVES_MAX, min: 1 },
  shareholder: { type: 2, section: 'shareholders', max: KYB_SHAREHOLDERS_MAX, min: 0 },
} as const;

export interface PeopleTabProps {
  role: KybPersonRole;
  session: KybSession;
  people: readonly KybPerson[];
  /** The other tab's saved people: their stakes count towards the 100 % too. */
  others: readonly KybPerson[];
  lists: KybLists;
  onSaved(info: KybUserInfo): void;
}

/** The legal representatives (1 to 5) or the shareholders holding 25 % or more (0 to 4), one card each. */
export function PeopleTab({ role, session, people, others, lists, onSaved }: PeopleTabProps) {
  const { t } = useTranslation('business');
  const settings = SETTINGS[role];
  const schema = useMemo(
    () =>
      v.object({
        people: kybPersonListSchema(role, {
          countries: ruleCountries(lists),
          codes: ruleCodes(lists),
          otherStakes: others.map((person) => person.stake),
        }),
      }),
    [role, lists, others],
  );
  const fields = useMemo(() => peopleFieldPaths(settings.max), [settings.max]);
  const tab = useTabSave<PeopleFormValues>(settings.section, session, onSaved, fields, 'companyMemberInfo.', 'people.');
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<PeopleFormValues>({
    defaultValues: {
      people: people.length > 0 ? people.map(personFormValues) : settings.min > 0 ? [emptyPerson()] : [],
    },
    resolver: draftValidationResolver<PeopleFormValues>(schema),
  });
  const list = useFieldArray({ control, name: 'people' });
  const listError = useFieldMessage(errors.people?.root?.message ?? errors.people?.message);
  const prefix = `kyb.${settings.section}`;

  const save = handleSubmit((values) =>
    tab.save({ type: settings.type, companyMemberInfo: toPersonInputs(values.people) }, setError),
  );

  return (
    <TabFrame
      section={settings.section}
      heading={t(`${prefix}.heading`)}
      lead={t(`${prefix}.lead`)}
      onSubmit={save}
      onChange={tab.edited}
      busy={isSubmitting}
      alert={tab.alert}
      savedNow={tab.savedNow}
    >
      {list.fields.length === 0 ? <p data-testid="kyb-people-none">{t(`${prefix}.none`)}</p> : null}
      {list.fields.map((field, index) => {
        const label = t(`${prefix}.item`, { number: index + 1 });
        return (
          <fieldset
            key={field.id}
            data-testid={`kyb-person-${index}`}
            css={(theme: Theme) => ({
              border: '1px solid #d5dbe3',
              borderRadius: theme.radius,
              padding: theme.space(4),
              margin: `0 0 ${theme.space(4)}`,
            })}
          >
            <legend css={{ fontWeight: 700, padding: '0 4px' }}>{label}</legend>
            <PersonFields
              index={index}
              lists={lists}
              register={register}
              setValue={setValue}
              errors={errors}
              documentName={watch(`people.${index}.idDocumentFileName`)}
            />
            {list.fields.length > settings.min ? (
              <Button variant="secondary" onClick={() => list.remove(index)} data-testid={`kyb-person-remove-${index}`}>
                {t('kyb.person.remove', { name: label })}
              </Button>
            ) : null}
          </fieldset>
        );
      })}
      {listError ? (
        <p
          role="alert"
          data-field-error="people"
          css={(theme: Theme) => ({ color: theme.colors.error, fontWeight: 600 })}
        >
          {listError}
        </p>
      ) : null}
      {list.fields.length < settings.max ? (
        <Button variant="secondary" onClick={() => list.append(emptyPerson())} data-testid="kyb-person-add">
          {t(`${prefix}.add`)}
        </Button>
      ) : null}
    </TabFrame>
  );
}
