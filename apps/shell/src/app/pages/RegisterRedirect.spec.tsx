import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { RegisterRedirect } from './RegisterRedirect';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

describe('/auth/register', () => {
  it("opens the registration tab of /auth in the unit's shop, keeping where to go next", async () => {
    render(
      <MemoryRouter basename="/250" initialEntries={['/250/auth/register?next=%2Fcheckout']}>
        <Routes>
          <Route path="/auth/register" element={<RegisterRedirect />} />
          <Route path="/auth" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByTestId('where')).toHaveTextContent('/auth?next=%2Fcheckout&tab=register');
  });
});
