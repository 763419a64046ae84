import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

let shouldThrow = true;
function FlakyRemotePage() {
  if (shouldThrow) throw new Error('remote page crashed');
  return <p>Remote page content</p>;
}

function Frame() {
  const [retries, setRetries] = useState(0);
  return (
    <div>
      <header>Shop header</header>
      <RemoteErrorBoundary
        onRetry={() => setRetries((n) => n + 1)}
        fallback={(retry) => (
          <div role="alert">
            Unavailable <button onClick={retry}>Try again</button>
          </div>
        )}
      >
        <FlakyRemotePage />
      </RemoteErrorBoundary>
      <footer>Retries: {retries}</footer>
    </div>
  );
}

describe('a remote page that throws while rendering', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the fallback in its place while the frame keeps rendering, and retry renders it again', () => {
    shouldThrow = true;
    render(<Frame />);
    expect(screen.getByRole('alert')).toHaveTextContent('Unavailable');
    expect(screen.getByText('Shop header')).toBeInTheDocument();

    shouldThrow = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Remote page content')).toBeInTheDocument();
    expect(screen.getByText('Retries: 1')).toBeInTheDocument();
  });
});
