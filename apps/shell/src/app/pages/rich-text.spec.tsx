/**
 * @jest-environment jsdom
 */
import { render, screen } from '@testing-library/react';
import { richText } from './rich-text';

describe('richText puts the named parts of a translated sentence inside their elements', () => {
  it('wraps each tagged part in its element and keeps the text around it', () => {
    const { container } = render(
      <p>
        {richText('Call <phone>+971 4 000</phone> or write to <email>help@example.com</email>.', {
          phone: <a href="tel:+9714000" dir="ltr" />,
          email: <a href="mailto:help@example.com" />,
        })}
      </p>,
    );
    expect(container.textContent).toBe('Call +971 4 000 or write to help@example.com.');
    expect(screen.getByRole('link', { name: '+971 4 000' })).toHaveAttribute('href', 'tel:+9714000');
    expect(screen.getByRole('link', { name: '+971 4 000' })).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('link', { name: 'help@example.com' })).toHaveAttribute('href', 'mailto:help@example.com');
  });

  it('keeps a right-to-left sentence in its order and leaves an unknown tag as text', () => {
    const { container } = render(
      <p>{richText('اتصل <phone>123</phone> <b>x</b>', { phone: <a href="tel:123" /> })}</p>,
    );
    expect(container.textContent).toBe('اتصل 123 <b>x</b>');
    expect(screen.getByRole('link', { name: '123' })).toBeInTheDocument();
  });
});
