import { applyDocumentDirection, directionOf } from './document-direction';

describe('document direction', () => {
  it('is right-to-left for Arabic only', () => {
    expect(directionOf('ar')).toBe('rtl');
    for (const language of ['en', 'fr', 'es', 'it', 'zc', 'pt', 'nl'] as const) {
      expect(directionOf(language)).toBe('ltr');
    }
  });

  it('switches the page to rtl with lang ar for Arabic, and back', () => {
    applyDocumentDirection('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    applyDocumentDirection('fr');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('marks simplified Chinese as zh-CN', () => {
    applyDocumentDirection('zc');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('can direct another element than the page', () => {
    const element = document.createElement('div');
    applyDocumentDirection('ar', element);
    expect(element.getAttribute('dir')).toBe('rtl');
    expect(element.getAttribute('lang')).toBe('ar');
  });
});
