// The shell's server container (decision 0068): what the shop server requires to render a public page, and the
// frame of a page the browser renders. Both load behind this asynchronous boundary so the federation runtime
// shares the singletons first.
import type { PageFrame, PageFrameRequest } from './server/page-frame';
import type { PageRenderRequest, RenderedPage } from './server/render-page';

export type { PageFrame, PageFrameRequest } from './server/page-frame';
export type { PageRenderRequest, RenderedPage, PublishedFileResolver } from './server/render-page';

export async function renderPage(request: PageRenderRequest): Promise<RenderedPage | null> {
  const { renderPage: render } = await import('./server/render-page');
  return render(request);
}

/** The page template's language, title and texts for a page the server does not render (page-frame.ts). */
export async function pageFrame(request: PageFrameRequest): Promise<PageFrame> {
  const { pageFrame: frame } = await import('./server/page-frame');
  return frame(request);
}
