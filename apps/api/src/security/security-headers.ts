import type { FastifyHelmetOptions } from '@fastify/helmet';

/**
 * Nothing the shop serves may be shown in another site's frame (clickjacking). Current browsers read
 * the content security policy's frame-ancestors, older ones X-Frame-Options; both say "nowhere", so no
 * browser gets a looser rule than another (X-Frame-Options says 'none' as DENY: frameguard below).
 */
export const FRAME_ANCESTORS = ["'none'"];

/** A page framed by a page of its own origin only (the dev mailbox's message HTML): the 'self' pair. */
export const SAME_ORIGIN_FRAME_ANCESTORS = "frame-ancestors 'self'";
export const SAME_ORIGIN_X_FRAME_OPTIONS = 'SAMEORIGIN';

/**
 * The API's answers: helmet's headers, never framed, the catalogue images readable by the shop's pages. Its
 * answers are data (JSON, images, files), never a page: their policy lets nothing load or run, should one be
 * opened as a document (an SVG image, a JSON answer), as OWASP's REST guidance has it. The dev mailbox's pages
 * set their own.
 */
export const API_HELMET_OPTIONS: FastifyHelmetOptions = {
  global: true,
  // same-site: the shop's pages (other ports in development) may show the catalogue images.
  crossOriginResourcePolicy: { policy: 'same-site' },
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: FRAME_ANCESTORS },
  },
  frameguard: { action: 'deny' },
};

/** Cloudflare Turnstile and Google reCAPTCHA, as their documentation lists for a content security policy. */
const CAPTCHA_ORIGINS = {
  scripts: [
    'https://challenges.cloudflare.com',
    'https://www.google.com/recaptcha/',
    'https://www.gstatic.com/recaptcha/',
  ],
  frames: [
    'https://challenges.cloudflare.com',
    'https://www.google.com/recaptcha/',
    'https://recaptcha.google.com/recaptcha/',
  ],
  connect: ['https://challenges.cloudflare.com'],
};

/**
 * The shop's pages and the remotes' files as the composed shop server (apps/shop-server) serves them beside
 * the API: defined here, in the build the server loads the API from, so the frame rules are the API's.
 */
export const SHOP_PAGE_HELMET_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      // The two captcha providers (libs/captcha) load their widget script and frame from their own
      // origins when a unit has real keys; nothing else from outside runs on the page.
      scriptSrc: ["'self'", ...CAPTCHA_ORIGINS.scripts],
      frameSrc: CAPTCHA_ORIGINS.frames,
      // emotion injects <style> elements at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...CAPTCHA_ORIGINS.connect],
      frameAncestors: FRAME_ANCESTORS,
      // Served over plain HTTP on localhost; a TLS-terminating proxy in front adds HTTPS.
      upgradeInsecureRequests: null,
    },
  },
  frameguard: { action: 'deny' },
  crossOriginEmbedderPolicy: false,
};
