import fs from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { BusinessUnitSchema, type BusinessUnit } from '@shop/contracts';
import { checkUnitSettings, toFormValues, toParams, type UnitSettingsValues } from './unit-settings-form';

const seedUnit = (buId: string): BusinessUnit =>
  v.parse(
    BusinessUnitSchema,
    JSON.parse(
      fs.readFileSync(path.join(__dirname, '../../../../../tools/seed/business-units', `${buId}.json`), 'utf8'),
    ),
  );
const messages = { defaultLanguageNotOffered: 'Choose one of the unit’s languages.' };

describe('the unit settings form', () => {
  it.each(['97', '250', '150'])('gives unit %s back unchanged when nothing is edited', (buId) => {
    const unit = seedUnit(buId);
    const check = checkUnitSettings(toFormValues(unit), unit, messages);
    // A brand message given once for every language is saved per language: the same text in each.
    const expected =
      typeof unit.support.message === 'string'
        ? {
            ...unit,
            support: {
              ...unit.support,
              message: Object.fromEntries(unit.languages.map((l) => [l, unit.support.message])),
            },
          }
        : unit;
    expect(check).toEqual({ ok: true, params: expected });
  });

  it('edits switches, lists and the banner text in the shop’s own shape', () => {
    const unit = seedUnit('97');
    const values: UnitSettingsValues = toFormValues(unit);
    values.features.b2b = true;
    values.features.queryCard = false;
    values.support.message.en = 'New text';
    values.memberShip = ['NL', 'GOOGLE'];
    values.paymentType = ['C04', '03'];
    values.walletTopUpMaxAmount = '';
    values.supportChat = { kind: '', target: '' };
    const check = checkUnitSettings(values, unit, messages);
    if (!check.ok) throw new Error(JSON.stringify(check.errors));
    expect(check.params.features).toEqual({ ...unit.features, b2b: true, queryCard: false });
    expect(check.params.support.message).toEqual({
      en: 'New text',
      ar: (unit.support.message as Record<string, string>).ar,
    });
    expect(check.params.memberShip).toBe('NL,GOOGLE');
    expect(check.params.paymentType).toBe('C04|03');
    expect(check.params.walletTopUpMaxAmount).toBeUndefined();
    expect(check.params.supportChat).toBeUndefined();
  });

  it('names each problem at its field, with the schema’s own rules', () => {
    const unit = seedUnit('97');
    const values = toFormValues(unit);
    values.theme.primary = 'blue';
    values.b2cMaxQty = 0;
    values.languages = ['en'];
    values.defaultLanguage = 'en';
    values.supportChat = { kind: 'whatsapp', target: '!' };
    const check = checkUnitSettings(values, unit, messages);
    expect(check.ok ? [] : check.errors.map((error) => error.path).sort()).toEqual([
      'b2cMaxQty',
      'supportChat.target',
      'theme.primary',
    ]);
    const wrongDefault = { ...toFormValues(unit), languages: ['en' as const], defaultLanguage: 'ar' as const };
    expect(checkUnitSettings(wrongDefault, unit, messages)).toEqual({
      ok: false,
      errors: [{ path: 'defaultLanguage', message: messages.defaultLanguageNotOffered }],
    });
  });

  it('keeps banner keys and parameters the form does not show', () => {
    const unit = { ...seedUnit('97'), banners: { deskImage1: '/a.svg', homeTop: '/keep.svg' } };
    const params = toParams(toFormValues(unit), unit) as BusinessUnit;
    expect(params.banners).toEqual({ deskImage1: '/a.svg', homeTop: '/keep.svg' });
    expect(params.countrySites).toEqual(unit.countrySites);
    expect(params.moreInfoPages).toEqual(unit.moreInfoPages);
  });
});
