import { parseRemotesManifest } from './remotes-manifest';

const good = {
  consumer: '/remotes/consumer/remoteEntry.js',
  account: '/remotes/account/remoteEntry.js',
  business: 'https://cdn.example.com/business/v7/remoteEntry.js',
  salesman: '/remotes/salesman/remoteEntry.js?v=3',
  paymentReturn: '/remotes/payment-return/remoteEntry.js',
  operator: '/remotes/operator/remoteEntry.js',
};

describe('remotes manifest', () => {
  it('accepts one absolute or root-relative .js entry per remote', () => {
    const result = parseRemotesManifest(good);
    expect(result).toEqual({ ok: true, manifest: good });
  });

  it('names a missing remote', () => {
    const result = parseRemotesManifest({ ...good, salesman: undefined });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems.join()).toContain('salesman');
  });

  it('rejects unknown remotes, relative URLs and non-script entries', () => {
    expect(parseRemotesManifest({ ...good, extra: '/x.js' }).ok).toBe(false);
    const bad = parseRemotesManifest({
      ...good,
      consumer: 'remotes/consumer/remoteEntry.js',
      account: '/a/index.html',
    });
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.problems).toEqual([
      'consumer: A remote entry URL must be absolute (http:// or https://) or start with "/".',
      'account: A remote entry URL must point at a .js remote entry.',
    ]);
  });

  it('rejects something that is not an object', () => {
    expect(parseRemotesManifest('consumer').ok).toBe(false);
    expect(parseRemotesManifest(null).ok).toBe(false);
  });
});
