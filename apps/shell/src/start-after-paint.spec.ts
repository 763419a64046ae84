/** The page's paints as a browser reports them to the inline script's observer (jsdom reports none). */
class PaintReports {
  static supportedEntryTypes = ['paint'];
  static observers: PaintReports[] = [];
  disconnected = false;

  constructor(private readonly callback: (entries: { getEntriesByName: (name: string) => unknown[] }) => void) {
    PaintReports.observers.push(this);
  }

  observe() {
    return undefined;
  }

  disconnect() {
    this.disconnected = true;
  }

  static paint(name: 'first-paint' | 'first-contentful-paint') {
    for (const observer of PaintReports.observers.filter(({ disconnected }) => !disconnected)) {
      observer.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
    }
  }
}

const MAIN = '/main.0123456789.js';
const CHUNKS = ['/5873.0123456789.js', '/7420.0123456789.js'];
/** What the page runs once started: the preloaded start-up chunks, then the main script. */
const STARTED = [...CHUNKS, MAIN];

/** A server-rendered page's head as built: the start-up scripts fetched as preloads, not run; an image's too. */
function renderedPage() {
  document.head.innerHTML = [
    `<link rel="preload" as="script" href="${MAIN}" data-shop-main>`,
    ...CHUNKS.map((chunk) => `<link rel="preload" as="script" href="${chunk}">`),
    '<link rel="preload" as="image" href="/banner.0123456789.webp">',
  ].join('');
  document.body.innerHTML = '<div id="root"><h1>Gift cards</h1></div>';
}

/** The page's inline script, run afresh as the browser runs it while it parses the page. */
function runPageScript() {
  jest.isolateModules(() => {
    require('./start-after-paint');
  });
}

const startedScripts = () =>
  [...document.head.querySelectorAll('script')].map((script) => new URL(script.src).pathname);

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
}

describe("the page's start-up scripts, started after its first paint", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    PaintReports.observers = [];
    setVisibility('visible');
    renderedPage();
  });

  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(window, 'PerformanceObserver');
  });

  it('runs the start-up chunks and then the main script once the page has painted content, once', () => {
    Object.assign(window, { PerformanceObserver: PaintReports });
    runPageScript();
    PaintReports.paint('first-paint');
    expect(startedScripts()).toEqual([]);

    PaintReports.paint('first-contentful-paint');
    expect(startedScripts()).toEqual(STARTED);
    // The later ways to start (hidden, nothing painted a second after parsing) add no second copy.
    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    jest.advanceTimersByTime(1000);
    expect(startedScripts()).toEqual(STARTED);
  });

  it('adds each chunk by the URL the page wrote, which webpack finds, and takes away a chunk that failed', () => {
    Object.assign(window, { PerformanceObserver: PaintReports });
    runPageScript();
    PaintReports.paint('first-contentful-paint');
    const chunks = [...document.head.querySelectorAll('script')].slice(0, CHUNKS.length);
    // webpack looks for an element whose src attribute is its public path and the chunk's file: "/5873....js".
    expect(chunks.map((script) => script.getAttribute('src'))).toEqual(CHUNKS);

    chunks[0].dispatchEvent(new Event('error'));
    expect(startedScripts()).toEqual([CHUNKS[1], MAIN]);
  });

  it('starts a second after the page was parsed when nothing contentful has painted by then', () => {
    Object.assign(window, { PerformanceObserver: PaintReports });
    runPageScript();
    jest.advanceTimersByTime(999);
    expect(startedScripts()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(startedScripts()).toEqual(STARTED);
  });

  it('starts when the page is hidden before it painted, since no paint comes until it is shown', () => {
    Object.assign(window, { PerformanceObserver: PaintReports });
    runPageScript();
    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(startedScripts()).toEqual(STARTED);
  });

  it('starts once parsed in a page opened hidden, and in a browser that reports no paints', () => {
    setVisibility('hidden');
    Object.assign(window, { PerformanceObserver: PaintReports });
    runPageScript();
    expect(startedScripts()).toEqual(STARTED);

    renderedPage();
    setVisibility('visible');
    Reflect.deleteProperty(window, 'PerformanceObserver');
    runPageScript();
    expect(startedScripts()).toEqual(STARTED);
  });
});
