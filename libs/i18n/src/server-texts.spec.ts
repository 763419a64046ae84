import { i18n, serverTextsIn, switchServerLanguage } from './i18n-instance';

describe('texts on the shop server', () => {
  it("give a language's texts without switching the language of the render under way", async () => {
    await switchServerLanguage('fr');
    const arabic = await serverTextsIn('ar', 'shell');
    expect(arabic('shopLoading')).toBe('جارٍ تحميل المتجر…');
    expect(arabic('startFailed.noScript')).toBe('يحتاج هذا المتجر إلى JavaScript ليعمل.');
    // The render in French goes on in French.
    expect(i18n.language).toBe('fr');
    expect(i18n.t('shopLoading', { ns: 'shell' })).toBe('Chargement de la boutique…');
  });

  it('load a language the server has not used yet', async () => {
    const dutch = await serverTextsIn('nl', 'shell');
    expect(dutch('shopLoading')).toBe('De winkel wordt geladen…');
  });
});
