import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ApiResult } from '@shop/api-client';
import type { CaptchaSettings } from '@shop/contracts';
import { i18n } from '@shop/i18n';
import { notificationsStore } from '@shop/session';
import { callAskingCaptcha } from '../call-asking-captcha';
import { CAPTCHA_TEXT_KEYS, type CaptchaFailure } from '../captcha-failure';
import type { CaptchaProvider } from '../captcha-provider';
import { createCaptchaProvider, type CaptchaEnvironment } from '../create-captcha-provider';

export interface CaptchaHandle {
  /** False when the unit has no captcha: getToken then gives undefined and nothing is sent. */
  enabled: boolean;
  /** A fresh token for one call (undefined without a captcha); rejects once the retries are used up. */
  getToken(): Promise<string | undefined>;
  /** After the server refused a token (80000 / 80001): start a new check. */
  reset(): void;
  /** Put on the element the widget renders into (see CaptchaSlot). */
  slotRef(element: HTMLElement | null): void;
}

export type UseCaptchaOptions = Partial<Omit<CaptchaEnvironment, 'container'>>;

/** The spec's notification: "Cloudflare captcha error" / "Error reCAPTCHA" / … with the provider's code. */
export function notifyCaptchaFailure(failure: CaptchaFailure): void {
  notificationsStore.getState().notify({
    type: 'error',
    title: { key: CAPTCHA_TEXT_KEYS[failure.kind] },
    content: { key: CAPTCHA_TEXT_KEYS.code, values: { code: failure.code } },
  });
}

interface Deferred {
  promise: Promise<CaptchaProvider>;
  resolve(provider: CaptchaProvider): void;
}

function deferred(): Deferred {
  let resolve: (provider: CaptchaProvider) => void = () => undefined;
  const promise = new Promise<CaptchaProvider>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/**
 * The unit's captcha for one form: created when the form mounts (a real widget once its slot is in
 * the page), destroyed when it unmounts. Failures show the spec's notification unless
 * `onFailure` is given.
 */
export function useCaptcha(settings: CaptchaSettings | undefined, options: UseCaptchaOptions = {}): CaptchaHandle {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const ready = useRef<Deferred>(deferred());
  const current = useRef<CaptchaProvider | null>(null);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const needsContainer = !!settings && !settings.test;
  const settingsKey = settings ? `${settings.provider}|${settings.siteKey}|${settings.test}` : '';
  const enabled = !!settings;
  const widgetContainer = needsContainer ? container : null;

  useEffect(() => {
    if (!settings || (needsContainer && !widgetContainer)) return undefined;
    const { language = i18n.language, ...rest } = optionsRef.current;
    const provider = createCaptchaProvider(settings, {
      ...rest,
      language,
      container: widgetContainer,
      onFailure: (failure) => (optionsRef.current.onFailure ?? notifyCaptchaFailure)(failure),
    });
    current.current = provider;
    ready.current.resolve(provider);
    return () => {
      provider.destroy();
      current.current = null;
      ready.current = deferred();
    };
    // settingsKey stands for settings: a new object with the same values must not start over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settingsKey, needsContainer, widgetContainer]);

  const getToken = useCallback(async () => {
    if (!enabled) return undefined;
    const provider = current.current ?? (await ready.current.promise);
    return provider.getToken();
  }, [enabled]);
  const reset = useCallback(() => current.current?.reset(), []);
  const slotRef = useCallback((element: HTMLElement | null) => setContainer(element), []);

  return useMemo(() => ({ enabled, getToken, reset, slotRef }), [enabled, getToken, reset, slotRef]);
}

/** Where a real provider's widget appears (it shows itself only when the visitor must act). */
export function CaptchaSlot({ captcha }: { captcha: CaptchaHandle }) {
  if (!captcha.enabled) return null;
  return <div ref={captcha.slotRef} data-testid="captcha-slot" />;
}

export interface CaptchaWhenAsked {
  /** The form's captcha: disabled (nothing rendered, no token) until the server asks for it. */
  captcha: CaptchaHandle;
  /** True once the server asked: the form shows the captcha and says why. */
  asked: boolean;
  /** Makes the form's call, bringing the captcha up and retrying with its token when asked. */
  call<T>(send: (captchaToken: string | undefined) => Promise<ApiResult<T>>): Promise<ApiResult<T>>;
}

/**
 * The unit's captcha for a form whose call needs it only past a limit (the balance check, the checkout's
 * gift cards): nothing is loaded or shown until an answer asks for it; then the captcha is created in the
 * form's CaptchaSlot and the call retried with its token (callAskingCaptcha).
 */
export function useCaptchaWhenAsked(
  settings: CaptchaSettings | undefined,
  options: UseCaptchaOptions = {},
): CaptchaWhenAsked {
  const [asked, setAsked] = useState(false);
  const captcha = useCaptcha(asked ? settings : undefined, options);
  const current = useRef(captcha);
  current.current = captcha;
  const waiting = useRef<((handle: CaptchaHandle) => void)[]>([]);

  useEffect(() => {
    // The captcha exists once the render after `asked` has run: hand it to the calls waiting for it.
    if (captcha.enabled) for (const resolve of waiting.current.splice(0)) resolve(captcha);
  }, [captcha]);

  const ask = useCallback(
    () =>
      new Promise<CaptchaHandle>((resolve) => {
        // A unit without a captcha is never asked; should it be, the call goes again without a token.
        if (current.current.enabled || !settings) resolve(current.current);
        else {
          waiting.current.push(resolve);
          setAsked(true);
        }
      }),
    [settings],
  );
  const call = useCallback(
    <T,>(send: (captchaToken: string | undefined) => Promise<ApiResult<T>>) =>
      callAskingCaptcha(current.current.enabled ? current.current : null, ask, send),
    [ask],
  );
  return useMemo(() => ({ captcha, asked, call }), [captcha, asked, call]);
}
