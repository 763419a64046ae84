import { ThemeProvider } from '@emotion/react';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { failed, fakeShopApi, ok, type FakeAnswer } from '@shop/api-client/testing';
import { demoUnit97 } from '@shop/brand/testing';
import { themeOf } from '@shop/brand/react';
import type { OperatorSession } from '@shop/contracts';
import { changeLanguage, i18n, initI18n, loadNamespace } from '@shop/i18n';
import { operatorSessionStore } from '../../operator-session/operator-session-store';

export { failed, ok, type FakeAnswer };

/** The operator of unit 250 as the API answers him (the demo seed's ops250). */
export const OPS_250: OperatorSession = {
  accessToken: 'operator-token',
  expiresAt: Date.now() + 30 * 60_000,
  operator: {
    operatorId: 2,
    email: 'ops250@giftshop.example',
    name: 'Camille Roux',
    role: 'operator',
    units: [{ buId: '250', name: 'Maison Cadeaux' }],
    active: true,
  },
};

/**
 * A back-office page's surroundings: the operator texts in English, the operator signed in with his unit
 * chosen, and the API answering by endpoint name (the page's operator client is the fake: see the jest.mock
 * in each spec).
 */
export async function startBackOfficePage(answers: Record<string, FakeAnswer | FakeAnswer[]>) {
  if (!i18n.isInitialized) await initI18n({ languages: ['en', 'fr'], language: 'en' });
  else await act(() => changeLanguage('en'));
  await loadNamespace('operator');
  sessionStorage.clear();
  act(() => operatorSessionStore.getState().signIn(OPS_250));
  return fakeShopApi(answers);
}

/** Renders a section's page at /operator/<section>/250, as the operator frame routes it. */
export async function renderBackOfficePage(section: string, page: ReactNode) {
  const view = render(
    <ThemeProvider theme={themeOf(demoUnit97())}>
      <MemoryRouter initialEntries={[`/operator/${section}/250`]}>
        <Routes>
          <Route path={`/operator/${section}/*`} element={page} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
  await settle();
  return view;
}

/** Lets pending calls answer and React settle. */
export async function settle(): Promise<void> {
  for (let round = 0; round < 4; round += 1) await act(async () => undefined);
}
