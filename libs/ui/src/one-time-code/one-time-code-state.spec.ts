import { initialOneTimeCodeState, oneTimeCodeReducer } from './one-time-code-state';
import { codeDigits, codeProblem } from './code-input';

const failure = { code: 10030, message: 'The code is wrong, please try again.' };

describe('one-time-code state (spec 1 section 4)', () => {
  it('starts at init, and a sent code keeps its id and where it went', () => {
    expect(initialOneTimeCodeState).toMatchObject({ id: null, status: 'init', error: null, target: null });
    const sent = oneTimeCodeReducer(initialOneTimeCodeState, {
      type: 'sendSucceeded',
      id: 'otp-1',
      target: '+971551234567',
      at: 1000,
    });
    expect(sent).toMatchObject({ id: 'otp-1', status: 'init', target: '+971551234567', sentAt: 1000, busy: null });
  });

  it('a failed send sets the error and clears the stored number', () => {
    const sent = oneTimeCodeReducer(initialOneTimeCodeState, {
      type: 'sendSucceeded',
      id: 'otp-1',
      target: '+971551234567',
      at: 1000,
    });
    expect(oneTimeCodeReducer(sent, { type: 'sendFailed', error: failure })).toMatchObject({
      id: null,
      status: 'error',
      error: failure,
      failedStep: 'send',
      target: null,
    });
  });

  it('a confirmed code is a success that clears the error', () => {
    const sent = oneTimeCodeReducer(initialOneTimeCodeState, {
      type: 'sendSucceeded',
      id: 'otp-1',
      target: 'a@example.com',
      at: 1000,
    });
    const wrong = oneTimeCodeReducer(sent, { type: 'confirmFailed', error: failure });
    expect(wrong).toMatchObject({ status: 'error', failedStep: 'confirm', id: 'otp-1', target: 'a@example.com' });
    expect(oneTimeCodeReducer(wrong, { type: 'confirmSucceeded' })).toMatchObject({
      status: 'success',
      error: null,
      failedStep: null,
      id: 'otp-1',
    });
  });
});

describe('the code field', () => {
  it('keeps at most 6 digits of what is typed or pasted', () => {
    expect(codeDigits('12 34-56')).toBe('123456');
    expect(codeDigits('1234567')).toBe('123456');
    expect(codeDigits('٠١٢٣٤٥')).toBe('012345');
    expect(codeDigits('۹۸۷')).toBe('987');
  });
  it('is required and has 6 digits', () => {
    expect(codeProblem('')).toBe('required');
    expect(codeProblem('12345')).toBe('wrong');
    expect(codeProblem('123456')).toBeNull();
  });
});
