const loading = new Map<string, Promise<void>>();

/**
 * Adds a provider's script to the page once; later calls share the same load. A failed load is
 * forgotten, so a retry adds the script again.
 */
export function loadScript(src: string, doc: Document = document): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const load = new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    script.defer = true;
    script.dataset['captchaScript'] = 'true';
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      loading.delete(src);
      script.remove();
      reject(new Error(`Could not load ${src}`));
    });
    doc.head.appendChild(script);
  });
  loading.set(src, load);
  return load;
}
