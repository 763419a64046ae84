import { placeServerError } from './server-errors';

const t = (key: string, options?: Record<string, unknown>) =>
  `${key}${options && Object.keys(options).length ? JSON.stringify(options) : ''}`;

describe('placeServerError', () => {
  it('puts issues next to the fields they name, through the wire-to-form field map', () => {
    const placed = placeServerError(
      {
        code: 40000,
        message: 'Invalid request',
        issues: [{ path: 'account', message: 'not valid email format', key: 'emailFormat' }],
      },
      ['email', 'password'],
      t,
      { account: 'email' },
    );
    // Kept as the rule's reference: the field renders it in the language of the moment.
    expect(placed).toEqual({ fields: { email: 'emailFormat' }, form: null, unplaced: [] });
  });

  it('leaves what names no field of the form to the form, and says which messages those were', () => {
    const placed = placeServerError(
      {
        code: 40000,
        message: 'Invalid request',
        issues: [
          { path: 'registerType', message: 'Unknown register type' },
          { path: 'email', message: 'x', key: 'required' },
        ],
      },
      ['email'],
      t,
    );
    expect(placed).toEqual({
      fields: { email: 'required' },
      form: 'Invalid request',
      unplaced: ['Unknown register type'],
    });
  });
});
