// react-router's data router (needed by useBlocker) builds a fetch Request for every navigation and
// reads only its url, method and signal when no route has a loader; jsdom has no Request at all.
class NavigationRequest {
  readonly url: string;
  readonly method: string;
  readonly signal: AbortSignal | undefined;
  readonly headers = new Map<string, string>();
  constructor(url: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
    this.url = String(url);
    this.method = init.method ?? 'GET';
    this.signal = init.signal;
  }
}

const scope = globalThis as Record<string, unknown>;
if (!scope.Request) scope.Request = NavigationRequest;
