import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { preloadableLazy } from './preloadable-lazy';

function Greeting({ name }: { name: string }) {
  return <button type="button">Hello {name}</button>;
}

/** A lazy greeting whose code "downloads" until `arrive` is called; `loads` counts the downloads. */
function lazyGreeting() {
  let arrive = () => undefined as void;
  const here = new Promise<void>((resolve) => (arrive = resolve));
  let loads = 0;
  const LazyGreeting = preloadableLazy(async () => {
    loads += 1;
    await here;
    return Greeting;
  });
  return { LazyGreeting, arrive, loads: () => loads };
}

const page = (Greeting: ReturnType<typeof lazyGreeting>['LazyGreeting']) => (
  <Suspense fallback={<p>Loading</p>}>
    <Greeting name="Ada" />
  </Suspense>
);

describe('a lazy component whose code can be loaded ahead', () => {
  it('suspends like React.lazy when its code is not here yet, and renders once it arrives', async () => {
    const { LazyGreeting, arrive, loads } = lazyGreeting();
    render(page(LazyGreeting));
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => arrive());
    expect(screen.getByRole('button', { name: 'Hello Ada' })).toBeTruthy();
    expect(loads()).toBe(1);
  });

  it('renders at once, without its loading state, when its code was loaded ahead', async () => {
    const { LazyGreeting, arrive, loads } = lazyGreeting();
    arrive();
    await LazyGreeting.preload();
    render(page(LazyGreeting));
    // In the very first render: no fallback in between (it did not suspend), and no second download.
    expect(screen.queryByText('Loading')).toBeNull();
    expect(screen.getByRole('button', { name: 'Hello Ada' })).toBeTruthy();
    expect(loads()).toBe(1);
  });

  it('takes a server-rendered part over as it is, when its code was loaded ahead', async () => {
    const { LazyGreeting, arrive } = lazyGreeting();
    arrive();
    await LazyGreeting.preload();
    const container = document.createElement('div');
    container.innerHTML = '<!--$--><button type="button">Hello <!-- -->Ada</button><!--/$-->';
    document.body.append(container);
    const serverButton = container.querySelector('button');
    await act(async () => {
      hydrateRoot(container, page(LazyGreeting));
    });
    // The server's button is kept and React owns it (not rendered afresh).
    expect(container.querySelector('button')).toBe(serverButton);
    expect(Object.keys(serverButton as object).some((key) => key.startsWith('__reactFiber$'))).toBe(true);
    container.remove();
  });
});
