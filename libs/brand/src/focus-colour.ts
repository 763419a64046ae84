/**
 * The focus ring's colour for a brand theme. A focused field must never look like a field in error, and the ring must
 * be seen on the page: the brand's accent is used when it is clearly another colour than the errors' and has 3:1
 * contrast (WCAG 1.4.11) against the page and the brand surface; else its primary, its text colour, then a plain blue.
 */
import { PAGE_BACKGROUND, STATUS_COLORS } from './status-colours';

export const FOCUS_MIN_CONTRAST = 3;
/** CIE76 distance under which two colours read as the same (a red ring beside a red error). */
export const FOCUS_MIN_DISTANCE_FROM_ERROR = 40;
const FALLBACK_FOCUS = '#1a56db';

export interface FocusThemeInput {
  accent: string;
  primary: string;
  text: string;
  surface: string;
}

type Rgb = [number, number, number];

function rgbOf(hex: string): Rgb {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits.slice(0, 6);
  return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16) / 255) as Rgb;
}

const linear = (channel: number) => (channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4);

function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map(linear);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

function labOf(hex: string): Rgb {
  const [r, g, b] = rgbOf(hex).map(linear);
  const xyz = [
    (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047,
    0.2126 * r + 0.7152 * g + 0.0722 * b,
    (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883,
  ].map((t) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116));
  return [116 * xyz[1] - 16, 500 * (xyz[0] - xyz[1]), 200 * (xyz[1] - xyz[2])];
}

/** How far apart two colours look (CIE76 ΔE): under ~10 they read as one colour. */
export function colourDistance(a: string, b: string): number {
  const [la, lb] = [labOf(a), labOf(b)];
  return Math.hypot(la[0] - lb[0], la[1] - lb[1], la[2] - lb[2]);
}

export function focusColourOf(theme: FocusThemeInput, errorColour: string, pageBackground = '#ffffff'): string {
  const fits = (colour: string) =>
    colourDistance(colour, errorColour) >= FOCUS_MIN_DISTANCE_FROM_ERROR &&
    contrastRatio(colour, pageBackground) >= FOCUS_MIN_CONTRAST &&
    contrastRatio(colour, theme.surface) >= FOCUS_MIN_CONTRAST;
  return [theme.accent, theme.primary, theme.text].find(fits) ?? FALLBACK_FOCUS;
}

/**
 * A unit's theme with its focus colour. The API derives it when it reads a unit (never the operator's to
 * set), so the colour science stays out of the pages' start-up script.
 */
export function withFocusColour<T extends FocusThemeInput>(theme: T): T & { focus: string } {
  return { ...theme, focus: focusColourOf(theme, STATUS_COLORS.error, PAGE_BACKGROUND) };
}
