import { formatValidationMessage, renderIssueMessage } from './format-message';
import { messageRef } from './message-ref';
import { MESSAGE_KEYS, messages } from './messages';

describe('formatValidationMessage', () => {
  it('renders every message without params in English, exactly as in the table', () => {
    for (const key of MESSAGE_KEYS) {
      if (!messages[key].includes('{{')) expect(formatValidationMessage(key)).toBe(messages[key]);
    }
  });

  it('fills i18next placeholders', () => {
    expect(formatValidationMessage('lessThan', { num: 45 })).toBe('Must be less than 45 characters.');
    expect(formatValidationMessage('between', { min: 2, max: 30 })).toBe('Must be between 2 and 30 characters.');
    expect(formatValidationMessage('amountMin', { num: 50 })).toBe('Amount must be greater than or equal to 50.');
    expect(formatValidationMessage('amountMax', { num: 30 })).toBe('Amount must be less than or equal to 30.');
    expect(formatValidationMessage('format', { format: 'A-Z 0-9' })).toBe('Format should be A-Z 0-9');
  });

  it("renders the spec's '{max}' quantity text exactly", () => {
    expect(formatValidationMessage('maxQuantity', { max: 10 })).toBe('The maximum quantity is 10 for an order');
  });

  it('leaves a placeholder visible when its value is missing', () => {
    expect(formatValidationMessage('lessThan')).toBe('Must be less than {{num}} characters.');
  });

  it('uses the translate function with the validation namespace and the params', () => {
    const t = jest.fn((key: string, options?: Record<string, unknown>) => `${key}|${JSON.stringify(options)}`);
    expect(formatValidationMessage('lessThan', { num: 32 }, t)).toBe('validation:lessThan|{"num":32}');
    expect(t).toHaveBeenCalledWith('validation:lessThan', { num: 32 });
  });
});

describe('renderIssueMessage', () => {
  it('renders a message reference', () => {
    expect(renderIssueMessage(messageRef('lessThan', { num: 500 }))).toBe('Must be less than 500 characters.');
  });

  it('returns a text that is not a reference unchanged, translated or not', () => {
    const t = jest.fn(() => 'translated');
    expect(renderIssueMessage('Invalid type: Expected string', t)).toBe('Invalid type: Expected string');
    expect(t).not.toHaveBeenCalled();
  });
});
