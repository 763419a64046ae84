import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseBusinessUnitOrThrow } from './parse-business-unit';
import { themeOf } from './react/brand-theme';
import {
  colourDistance,
  contrastRatio,
  focusColourOf,
  withFocusColour,
  FOCUS_MIN_CONTRAST,
  FOCUS_MIN_DISTANCE_FROM_ERROR,
} from './focus-colour';

const SEED_UNITS = join(__dirname, '..', '..', '..', 'tools', 'seed', 'business-units');
const ERROR = '#c62828';

describe('focus ring colour', () => {
  it.each(['97', '150', '250'])('unit %s: focus is clearly not the error colour and is seen on the page', (buId) => {
    const seeded = parseBusinessUnitOrThrow(JSON.parse(readFileSync(join(SEED_UNITS, `${buId}.json`), 'utf8')));
    // As the API serves the unit: its focus colour derived.
    const { colors } = themeOf({ ...seeded, theme: withFocusColour(seeded.theme) });
    expect(colors.focus).not.toBe(colors.error);
    expect(colourDistance(colors.focus, colors.error)).toBeGreaterThanOrEqual(FOCUS_MIN_DISTANCE_FROM_ERROR);
    expect(contrastRatio(colors.focus, '#ffffff')).toBeGreaterThanOrEqual(FOCUS_MIN_CONTRAST);
    expect(contrastRatio(colors.focus, colors.surface)).toBeGreaterThanOrEqual(FOCUS_MIN_CONTRAST);
  });

  it("unit 97's red accent is not its focus ring: its blue primary is", () => {
    const theme = { accent: '#e2231a', primary: '#0b5ea8', text: '#1b2430', surface: '#f4f7fb' };
    expect(focusColourOf(theme, ERROR)).toBe('#0b5ea8');
  });

  it('keeps an accent that is distinct and visible, and skips a pale one', () => {
    expect(focusColourOf({ accent: '#5b21b6', primary: '#111111', text: '#000000', surface: '#ffffff' }, ERROR)).toBe(
      '#5b21b6',
    );
    expect(focusColourOf({ accent: '#f2a900', primary: '#2a7a4b', text: '#102418', surface: '#f3f8f4' }, ERROR)).toBe(
      '#2a7a4b',
    );
  });

  it('falls back to a plain blue when no brand colour fits', () => {
    const allRed = { accent: '#d32f2f', primary: '#b71c1c', text: '#c62828', surface: '#ffffff' };
    const focus = focusColourOf(allRed, ERROR);
    expect(colourDistance(focus, ERROR)).toBeGreaterThanOrEqual(FOCUS_MIN_DISTANCE_FROM_ERROR);
    expect(contrastRatio(focus, '#ffffff')).toBeGreaterThanOrEqual(FOCUS_MIN_CONTRAST);
  });

  it('measures contrast and distance as WCAG and CIE76 do', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 1);
    expect(colourDistance('#e2231a', ERROR)).toBeLessThan(FOCUS_MIN_DISTANCE_FROM_ERROR);
  });
});
