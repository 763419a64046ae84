import { CAPTCHA_MAX_RETRIES, RETRY_INTERVAL_MS } from '@shop/contracts';
import { CaptchaFailure } from './captcha-failure';
import { createWidgetProvider, type WidgetDriver, type WidgetHandlers } from './widget-provider';

/** A widget that answers as the test tells it to, standing in for Turnstile or reCAPTCHA's API. */
function fakeWidget() {
  let handlers: WidgetHandlers | null = null;
  const driver: WidgetDriver & { executions: number; resets: number } = {
    executions: 0,
    resets: 0,
    async mount(_container, given) {
      handlers = given;
    },
    execute() {
      driver.executions += 1;
    },
    reset() {
      driver.resets += 1;
    },
    remove: jest.fn(),
  };
  return { driver, widget: () => handlers as WidgetHandlers };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a captcha shown by the provider widget', () => {
  it('runs a check when a token is asked for and hands out the token', async () => {
    const { driver, widget } = fakeWidget();
    const provider = createWidgetProvider({ kind: 'cloudflare', driver, container: document.createElement('div') });
    const token = provider.getToken();
    await flush();
    expect(driver.executions).toBe(1);
    widget().onToken('turnstile-token');
    await expect(token).resolves.toBe('turnstile-token');
    provider.destroy();
    expect(driver.remove).toHaveBeenCalled();
  });

  it(`retries a widget error ${CAPTCHA_MAX_RETRIES} times, then fails with the code`, async () => {
    const { driver, widget } = fakeWidget();
    const delays: number[] = [];
    const onFailure = jest.fn();
    const provider = createWidgetProvider({
      kind: 'cloudflare',
      driver,
      container: document.createElement('div'),
      onFailure,
      setTimeout: (callback, ms) => {
        delays.push(ms);
        callback();
      },
    });
    const token = provider.getToken().catch((error: unknown) => error);
    await flush();
    for (let failure = 0; failure <= CAPTCHA_MAX_RETRIES; failure += 1) widget().onError('300030');
    const failure = await token;
    expect(failure).toBeInstanceOf(CaptchaFailure);
    expect(failure).toMatchObject({ kind: 'cloudflare', code: '300030' });
    expect(driver.executions).toBe(1 + CAPTCHA_MAX_RETRIES);
    expect(delays).toEqual(Array.from({ length: CAPTCHA_MAX_RETRIES }, () => RETRY_INTERVAL_MS));
    expect(onFailure).toHaveBeenCalledTimes(1);
  });

  it("reports a script that would not load as the provider's failure", async () => {
    const onFailure = jest.fn();
    const driver: WidgetDriver = {
      mount: () => Promise.reject(new CaptchaFailure('googleScript', 'script')),
      execute: jest.fn(),
      reset: jest.fn(),
      remove: jest.fn(),
    };
    const provider = createWidgetProvider({
      kind: 'google',
      driver,
      container: document.createElement('div'),
      onFailure,
    });
    await expect(provider.getToken()).rejects.toMatchObject({
      kind: 'googleScript',
      message: 'Google Captcha JS file not loaded (script)',
    });
    expect(onFailure).toHaveBeenCalledTimes(1);
  });
});
