import { ThemeProvider } from '@emotion/react';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { themeOf } from '@shop/brand/react';
import type { BusinessUnit } from '@shop/contracts';
import { ModalDialog } from './ModalDialog';

const theme = themeOf({
  theme: {
    primary: '#0b5ea8',
    primaryText: '#ffffff',
    accent: '#e2231a',
    surface: '#f4f7fb',
    text: '#1b2430',
    fontFamily: 'sans-serif',
  },
} as BusinessUnit);
const renderIn = (element: ReactElement) => render(<ThemeProvider theme={theme}>{element}</ThemeProvider>);

describe('ModalDialog', () => {
  it('is named by its title, focuses its first button, keeps Tab inside and gives the focus back', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const view = renderIn(
      <ModalDialog role="alertdialog" title="Leave?" describedBy="why" testId="ask">
        <p id="why">Your changes are lost.</p>
        <button type="button">Stay</button>
        <button type="button">Leave</button>
      </ModalDialog>,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Leave?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Your changes are lost.');
    expect(screen.getByTestId('ask')).toBe(dialog);
    const stay = screen.getByRole('button', { name: 'Stay' });
    const leave = screen.getByRole('button', { name: 'Leave' });
    expect(stay).toHaveFocus();
    fireEvent.keyDown(stay, { key: 'Tab', shiftKey: true });
    expect(leave).toHaveFocus();
    fireEvent.keyDown(leave, { key: 'Tab' });
    expect(stay).toHaveFocus();
    view.unmount();
    expect(opener).toHaveFocus();
    opener.remove();
  });

  it('Escape cancels when the caller lets it, and does nothing otherwise', () => {
    const onCancel = jest.fn();
    const view = renderIn(
      <ModalDialog title="Menu" onCancel={onCancel}>
        <button type="button">Home</button>
      </ModalDialog>,
    );
    fireEvent.keyDown(screen.getByRole('button', { name: 'Home' }), { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
    view.unmount();

    renderIn(
      <div>
        <h1 id="own">Unlock</h1>
        <ModalDialog labelledBy="own">
          <button type="button">Yes</button>
        </ModalDialog>
      </div>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Unlock' });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Yes' }), { key: 'Escape' });
    expect(dialog).toBeInTheDocument();
  });
});
