import { messageRef, parseMessageRef } from './message-ref';

describe('messageRef / parseMessageRef', () => {
  it('writes a bare key when there are no params', () => {
    expect(messageRef('required')).toBe('required');
    expect(messageRef('required', {})).toBe('required');
    expect(parseMessageRef('required')).toEqual({ key: 'required' });
  });

  it('round-trips a key with params', () => {
    const text = messageRef('between', { min: 2, max: 30 });
    expect(parseMessageRef(text)).toEqual({ key: 'between', params: { min: 2, max: 30 } });
  });

  it('keeps string params, including braces inside them', () => {
    const text = messageRef('format', { format: '{DD}/MM' });
    expect(parseMessageRef(text)).toEqual({ key: 'format', params: { format: '{DD}/MM' } });
  });

  it('rejects unknown keys, broken JSON and params that are not flat values', () => {
    expect(parseMessageRef('Invalid type: Expected string')).toBeUndefined();
    expect(parseMessageRef('notAKey')).toBeUndefined();
    expect(parseMessageRef('lessThan{"num":')).toBeUndefined();
    expect(parseMessageRef('lessThan[1]')).toBeUndefined();
    expect(parseMessageRef('lessThan{"num":{"a":1}}')).toBeUndefined();
    expect(parseMessageRef('toString')).toBeUndefined();
  });
});
