import { fingerprintText, type FingerprintComponents } from '@shop/contracts';

/** Fonts whose presence tells browsers apart (the common system families of each platform). */
export const FONT_CANDIDATES = [
  'Arial',
  'Calibri',
  'Cambria',
  'Courier New',
  'DejaVu Sans',
  'Georgia',
  'Helvetica Neue',
  'Liberation Sans',
  'Noto Sans',
  'Noto Sans Arabic',
  'Roboto',
  'Segoe UI',
  'SF Pro Text',
  'Tahoma',
  'Times New Roman',
  'Ubuntu',
  'Verdana',
] as const;

/** What the fingerprint reads of the browser; the page gives browserEnvironment(), a test its own. */
export interface BrowserEnvironment {
  hasFont(family: string): boolean;
  screen: { width: number; height: number };
  platform: string;
}

/** The components of spec 2's fingerprint signing call: fonts present, screen resolution, platform. */
export function fingerprintComponentsOf(environment: BrowserEnvironment): FingerprintComponents {
  return {
    fonts: FONT_CANDIDATES.filter((family) => environment.hasFont(family)),
    screenResolution: `${Math.round(environment.screen.width)}x${Math.round(environment.screen.height)}`,
    platform: environment.platform.slice(0, 64) || 'unknown',
  };
}

/** SHA-256 (lower-case hex) of the components' text, the rule the server checks (libs/contracts). */
export async function fingerprintHashOf(components: FingerprintComponents): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(fingerprintText(components)));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function browserEnvironment(): BrowserEnvironment {
  const fonts = typeof document !== 'undefined' ? document.fonts : undefined;
  return {
    hasFont: (family) => {
      try {
        return !!fonts?.check(`12px "${family}"`);
      } catch {
        return false;
      }
    },
    screen: { width: window.screen.width, height: window.screen.height },
    platform: navigator.platform,
  };
}
