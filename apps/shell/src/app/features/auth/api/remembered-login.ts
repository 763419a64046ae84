import { REMEMBER_COOKIE_HOURS, REMEMBER_COOKIE_KEYS } from '@shop/contracts';

/** What the login form remembers between visits (spec 2 section 9: cookies LE, LMC, LMN for 8,760 hours). */
export interface RememberedLogin {
  email?: string;
  /** The mobile number's area code as the country list gives it, e.g. '+971'. */
  areaCode?: string;
  mobileNumber?: string;
}

const MAX_AGE_SECONDS = REMEMBER_COOKIE_HOURS * 60 * 60;

/** The document's cookie jar, or a stand-in for tests. */
export interface CookieJar {
  cookie: string;
}

function readCookie(jar: CookieJar, name: string): string | undefined {
  for (const part of jar.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('=')) || undefined;
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

function writeCookie(jar: CookieJar, name: string, value: string, maxAgeSeconds: number, secure: boolean) {
  const attributes = [`Max-Age=${maxAgeSeconds}`, 'Path=/', 'SameSite=Lax', ...(secure ? ['Secure'] : [])];
  jar.cookie = [`${name}=${encodeURIComponent(value)}`, ...attributes].join('; ');
}

const isSecurePage = () => typeof location !== 'undefined' && location.protocol === 'https:';

export function readRememberedLogin(jar: CookieJar = document): RememberedLogin {
  return {
    email: readCookie(jar, REMEMBER_COOKIE_KEYS.email),
    areaCode: readCookie(jar, REMEMBER_COOKIE_KEYS.mobileCode),
    mobileNumber: readCookie(jar, REMEMBER_COOKIE_KEYS.mobileNumber),
  };
}

/** Keeps the account the visitor signed in with: the email (LE), or the mobile's area code and number (LMC, LMN). */
export function rememberLogin(login: RememberedLogin, jar: CookieJar = document, secure = isSecurePage()): void {
  if (login.email) writeCookie(jar, REMEMBER_COOKIE_KEYS.email, login.email, MAX_AGE_SECONDS, secure);
  if (login.areaCode && login.mobileNumber) {
    writeCookie(jar, REMEMBER_COOKIE_KEYS.mobileCode, login.areaCode, MAX_AGE_SECONDS, secure);
    writeCookie(jar, REMEMBER_COOKIE_KEYS.mobileNumber, login.mobileNumber, MAX_AGE_SECONDS, secure);
  }
}

/** "Remember me" unticked: nothing of this visitor is kept. */
export function forgetLogin(jar: CookieJar = document, secure = isSecurePage()): void {
  for (const name of Object.values(REMEMBER_COOKIE_KEYS)) writeCookie(jar, name, '', 0, secure);
}
