import { REMEMBER_COOKIE_HOURS } from '@shop/contracts';
import { forgetLogin, readRememberedLogin, rememberLogin, type CookieJar } from './remembered-login';

/** A cookie jar that keeps what is written, as a browser does, and records each write. */
function recordingJar(): CookieJar & { writes: string[] } {
  const values = new Map<string, string>();
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return [...values].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      writes.push(line);
      const [pair, ...attributes] = line.split('; ');
      const [name, value] = pair.split('=');
      if (attributes.includes('Max-Age=0')) values.delete(name);
      else values.set(name, value);
    },
  };
}

describe('remembered login cookies (LE, LMC, LMN)', () => {
  it('keeps the email for 8,760 hours and reads it back', () => {
    const jar = recordingJar();
    rememberLogin({ email: 'layla+gifts@example.com' }, jar, true);
    expect(jar.writes).toEqual([
      `LE=layla%2Bgifts%40example.com; Max-Age=${REMEMBER_COOKIE_HOURS * 3600}; Path=/; SameSite=Lax; Secure`,
    ]);
    expect(readRememberedLogin(jar)).toEqual({
      email: 'layla+gifts@example.com',
      areaCode: undefined,
      mobileNumber: undefined,
    });
  });

  it('keeps the mobile area code and number, and forgets everything when asked', () => {
    const jar = recordingJar();
    rememberLogin({ areaCode: '+971', mobileNumber: '501234567' }, jar, false);
    expect(jar.cookie).toBe('LMC=%2B971; LMN=501234567');
    expect(readRememberedLogin(jar)).toEqual({ email: undefined, areaCode: '+971', mobileNumber: '501234567' });
    forgetLogin(jar, false);
    expect(readRememberedLogin(jar)).toEqual({ email: undefined, areaCode: undefined, mobileNumber: undefined });
  });

  it("reads the browser's own cookie jar", () => {
    rememberLogin({ email: 'omar.farouk@example.com' });
    expect(document.cookie).toContain('LE=omar.farouk%40example.com');
    expect(readRememberedLogin().email).toBe('omar.farouk@example.com');
    forgetLogin();
    expect(readRememberedLogin().email).toBeUndefined();
  });
});
