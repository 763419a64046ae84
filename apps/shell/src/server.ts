// The shell's server container (decision 0068): what the shop server requires to render a public page. The
// render loads behind this asynchronous boundary so the federation runtime shares the singletons first.
import type { PageRenderRequest, RenderedPage } from './server/render-page';

export type { PageRenderRequest, RenderedPage, PublishedFileResolver } from './server/render-page';

export async function renderPage(request: PageRenderRequest): Promise<RenderedPage | null> {
  const { renderPage: render } = await import('./server/render-page');
  return render(request);
}
