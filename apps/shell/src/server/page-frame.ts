import type { BusinessUnit, Language } from '@shop/contracts';
import { detectLanguage, directionOf, htmlLangOf, serverTextsIn } from '@shop/i18n';

export interface PageFrameRequest {
  unit: BusinessUnit;
  /** The request's Cookie header: a language cookie chooses the page's language (spec 1 section 8). */
  cookieHeader: string;
}

/**
 * What the page template (tools/webpack/index.html) says before the shop's scripts run, in the page's language:
 * every page has it, whether its markup is rendered here or in the browser.
 */
export interface PageFrame {
  language: Language;
  /** The page's <html> lang and dir. */
  htmlLang: string;
  dir: 'ltr' | 'rtl';
  /** The page's title: the unit's name. */
  title: string;
  /** The text a page the browser renders shows until its scripts have run (escaped for the HTML). */
  loadingText: string;
  /** The inside of the page's notice that the shop could not start, in its language. */
  startFailedNotice: string;
  /** The page's <noscript> text, in its language (escaped). */
  noScriptText: string;
}

/**
 * The page's frame in the language the browser will start in: the saved choice's or a language cookie, else
 * the unit's default (the browser's own storage can still differ; it then switches, as on a rendered page).
 */
export async function pageFrame({ unit, cookieHeader }: PageFrameRequest): Promise<PageFrame> {
  const language = detectLanguage(unit, { storage: null, cookieString: cookieHeader });
  const shellTexts = await serverTextsIn(language, 'shell');
  const text = (key: string) => escapeHtml(shellTexts(key));
  return {
    language,
    htmlLang: htmlLangOf(language),
    dir: directionOf(language),
    title: escapeHtml(unit.name),
    loadingText: text('shopLoading'),
    // As the template writes it (app/start/start-failed-notice.ts shows it): StartFailure's texts and a link
    // that loads the page again.
    startFailedNotice:
      `<p><strong>${text('startFailed.title')}</strong><br>${text('startFailed.body')}</p>` +
      `<a href="">${text('remoteFallback.retry')}</a>`,
    noScriptText: text('startFailed.noScript'),
  };
}

/** Escaped for the page's HTML, as text or as an attribute's value. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
