/** The page's inline script, run afresh as the browser runs it while it parses the page. */
function runWarmUpScript() {
  jest.isolateModules(() => {
    require('./warm-up-intl');
  });
}

describe("the page's start of the worker that loads the number formats", () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'Worker');
  });

  it('starts the published worker script once, while the page is parsed', () => {
    const started: (string | URL)[] = [];
    Object.assign(window, {
      Worker: class {
        constructor(url: string | URL) {
          started.push(url);
        }
      },
    });
    runWarmUpScript();
    expect(started).toEqual(['/warm-up-intl.js']);
  });

  it('leaves the page as it is in a browser without workers, or one that refuses them', () => {
    expect(runWarmUpScript).not.toThrow();
    Object.assign(window, {
      Worker: class {
        constructor() {
          throw new DOMException('Refused', 'SecurityError');
        }
      },
    });
    expect(runWarmUpScript).not.toThrow();
  });
});
