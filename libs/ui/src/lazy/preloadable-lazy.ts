import { lazy, type ComponentType } from 'react';

export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** Loads the component's code ahead; once it is here, the component renders at once. */
  preload(): Promise<ComponentType<P>>;
};

/**
 * React.lazy whose code can be loaded ahead. Loaded before its first render, it renders at once instead of
 * suspending: React.lazy takes any thenable (React's documented contract), and one that answers at once does
 * not suspend. The shell loads a server-rendered page's code before it takes the page over; a part suspended
 * then would stay the server's inert markup while the rest of the page is alive (a form in it sent to the server).
 */
export function preloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = () => load().then((component) => (loaded = component));
  const answerAtOnce = (component: ComponentType<P>) => ({
    then: (settle: (module: { default: ComponentType<P> }) => void) => settle({ default: component }),
  });
  const LazyComponent = lazy(
    () =>
      (loaded ? answerAtOnce(loaded) : preload().then((component) => ({ default: component }))) as Promise<{
        default: ComponentType<P>;
      }>,
  );
  return Object.assign(LazyComponent, { preload }) as unknown as PreloadableComponent<P>;
}
