import { useTheme } from '@emotion/react';
import { act, render, screen } from '@testing-library/react';
import { brandStore } from '../brand-store';
import { unitWith } from '../unit.fixture';
import { BrandThemeProvider, themeOf, useUnit } from './index';

function ThemedName() {
  const theme = useTheme();
  const unit = useUnit();
  return <p style={{ color: theme.colors.primary }}>{unit.name}</p>;
}

describe('brand React bindings', () => {
  beforeEach(() => brandStore.setState({ unit: null, basePath: '' }));

  it("gives the tree the current unit's theme", () => {
    brandStore.getState().setUnit(unitWith({ name: 'Red brand' }), '/97');
    render(
      <BrandThemeProvider>
        <ThemedName />
      </BrandThemeProvider>,
    );
    expect(screen.getByText('Red brand')).toHaveStyle({ color: '#c8102e' });
  });

  it('follows a change of unit', () => {
    brandStore.getState().setUnit(unitWith({ name: 'First' }), '');
    render(
      <BrandThemeProvider>
        <ThemedName />
      </BrandThemeProvider>,
    );
    act(() => brandStore.getState().setUnit(unitWith({ name: 'Second' }), '/250'));
    expect(screen.getByText('Second')).toBeInTheDocument();
    expect(brandStore.getState().basePath).toBe('/250');
  });

  it('refuses to render unit-dependent parts before the unit is loaded', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<ThemedName />)).toThrow('The business unit is not loaded yet.');
    jest.mocked(console.error).mockRestore();
  });

  it('builds breakpoints and media queries from the layout widths', () => {
    const theme = themeOf(unitWith());
    expect(theme.breakpoints).toEqual({ mobile: 992, menu: 1200 });
    expect(theme.media.mobile).toBe('@media (max-width: 991px)');
    expect(theme.space(3)).toBe('12px');
    expect(theme.fontFamily).toBe('Inter, sans-serif');
  });
});
