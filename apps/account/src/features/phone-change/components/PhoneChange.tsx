import type { Theme } from '@emotion/react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useUnit } from '@shop/brand/react';
import { useTranslation } from '@shop/i18n/react';
import {
  Button,
  FormAlert,
  LoadingIndicator,
  OneTimeCode,
  type OneTimeCodeConfirmation,
  textKeyMessage,
  validationResolver,
} from '@shop/ui';
import { memberPhoneFormSchema, type CountryCode, type MemberPhoneFormValues } from '@shop/validation';
import { notifySaved } from '../../../shared/notify';
import { ReadOnlyValue } from '../../../shared/ReadOnlyValue';
import { SectionCard } from '../../../shared/SectionCard';
import { showServerError } from '../../../shared/server-errors';
import { areaCodeOptions, defaultAreaCode, phoneToForm, phoneToWire } from '../../address-fields/address-values';
import { PhoneField } from '../../address-fields/components/PhoneField';
import type { UpdateProfile } from '../../profile/hooks/use-member-profile';
import type { CountryList } from '../../reference-data/api/reference-api';
import { displayPhone } from '../display-phone';

export interface PhoneChangeProps {
  /** The current number, international form ('' when none). */
  phoneNumber: string;
  update: UpdateProfile;
  editable: boolean;
  /** Fixed lines are allowed for business customers only. */
  allowFixedLine: boolean;
  countries: CountryList;
  /** A business member's contact section holds it: a sub-heading then. */
  nested?: boolean;
}

/**
 * The member's phone number and its change: the new number gets an SMS code, and once the code is
 * confirmed the number is saved with the code's id (the server refuses a number without one).
 */
export function PhoneChange({
  phoneNumber,
  update,
  editable,
  allowFixedLine,
  countries,
  nested = false,
}: PhoneChangeProps) {
  const { t } = useTranslation('account');
  const [changing, setChanging] = useState(false);
  return (
    <SectionCard title={t('phone.title')} testId="profile-phone" level={nested ? 3 : 2}>
      <ReadOnlyValue
        label={t('phone.current')}
        value={phoneNumber ? displayPhone(phoneNumber) : t('phone.none')}
        testId="profile-phone-number"
        ltr={!!phoneNumber}
      />
      {changing ? (
        <PhoneChangeForm
          phoneNumber={phoneNumber}
          update={update}
          allowFixedLine={allowFixedLine}
          countries={countries}
          onDone={() => setChanging(false)}
        />
      ) : editable ? (
        <Button variant="secondary" onClick={() => setChanging(true)} data-testid="profile-phone-change">
          {phoneNumber ? t('phone.change') : t('phone.add')}
        </Button>
      ) : null}
    </SectionCard>
  );
}

interface PhoneChangeFormProps {
  phoneNumber: string;
  update: UpdateProfile;
  allowFixedLine: boolean;
  countries: CountryList;
  onDone(): void;
}

function PhoneChangeForm({ phoneNumber, update, allowFixedLine, countries, onDone }: PhoneChangeFormProps) {
  const { t } = useTranslation('account');
  const unit = useUnit();
  const [saving, setSaving] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  // A refused save starts the verification over with a fresh component.
  const [attempt, setAttempt] = useState(0);
  const areaCodes = useMemo(() => areaCodeOptions(countries), [countries]);
  const codes = useMemo(() => countries.map((country) => country.countryCode as CountryCode), [countries]);
  const {
    register,
    trigger,
    watch,
    setError,
    handleSubmit,
    formState: { errors },
  } = useForm<MemberPhoneFormValues>({
    defaultValues: { phone: { ...phoneToForm(phoneNumber, defaultAreaCode(countries, unit.countryCode)), number: '' } },
    resolver: validationResolver(memberPhoneFormSchema({ countries: codes, allowFixedLine })),
  });
  const target = phoneToWire(watch('phone'));

  async function checkNumber(): Promise<boolean> {
    setAlert(null);
    if (!(await trigger('phone'))) return false;
    if (target === phoneNumber) {
      setError('phone.number', { type: 'same', message: textKeyMessage('account:phone.sameNumber') });
      return false;
    }
    return true;
  }

  async function save({ id, target: confirmed }: OneTimeCodeConfirmation) {
    setSaving(true);
    const result = await update({ phoneNumber: confirmed, otpId: id });
    setSaving(false);
    if (result.ok) {
      notifySaved('account:phone.saved');
      onDone();
      return;
    }
    setAlert(showServerError(result.error, setError, ['phone.number'], t, { phoneNumber: 'phone.number' }));
    setAttempt((count) => count + 1);
  }

  return (
    // Enter in the number field checks it; the code is asked for with the send button.
    <form
      noValidate
      aria-label={t('phone.change')}
      onSubmit={handleSubmit(() => undefined)}
      data-testid="profile-phone-form"
    >
      <p css={(theme: Theme) => ({ margin: `0 0 ${theme.space(4)}` })}>{t('phone.intro')}</p>
      <PhoneField
        areaCodes={areaCodes}
        areaCode={register('phone.areaCode')}
        number={register('phone.number')}
        numberLabel={allowFixedLine ? t('fields.newPhoneNumber') : t('fields.newMobileNumber')}
        numberError={errors.phone?.number?.message}
        testId="profile-phone-new"
      />
      <OneTimeCode
        key={attempt}
        channel="sms"
        target={target}
        targetLabel={displayPhone(target)}
        beforeSend={checkNumber}
        onConfirmed={(confirmation) => void save(confirmation)}
        disabled={saving}
        testId="profile-phone-otp"
      />
      {saving ? <LoadingIndicator label={t('phone.saving')} /> : null}
      {alert ? <FormAlert tone="error">{alert}</FormAlert> : null}
      <Button variant="secondary" onClick={onDone} disabled={saving} data-testid="profile-phone-cancel">
        {t('cancel')}
      </Button>
    </form>
  );
}
