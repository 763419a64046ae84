import { Navigate, Route, Routes } from 'react-router';
import { WithAreaTexts } from '@shop/ui';
import { OperatorAccount } from '../features/operator-auth/components/OperatorAccount';
import { OperatorSignInPage } from '../features/operator-auth/components/OperatorSignInPage';
import { RequireOperator } from '../features/operator-auth/components/RequireOperator';
import { useOperatorSession } from '../features/operator-session/hooks/use-operator-session';
import { OperatorFrame } from '../frame/OperatorFrame';
import { OPERATOR_SECTIONS } from '../frame/operator-sections';
import { operatorPath } from '../frame/operator-paths';

/** /operator/*: the operators' area, in its own frame, once the `operator` texts have downloaded. */
export function OperatorApp() {
  return (
    <WithAreaTexts namespace="operator">
      <Routes>
        <Route
          path="sign-in"
          element={
            <OperatorFrame sections={[]}>
              <OperatorSignInPage />
            </OperatorFrame>
          }
        />
        <Route
          path="*"
          element={
            <RequireOperator>
              <SignedInArea />
            </RequireOperator>
          }
        />
      </Routes>
    </WithAreaTexts>
  );
}

/** The sections this operator may open: administrators see the administrators' sections too. */
function SignedInArea() {
  const administrator = useOperatorSession((state) => state.session?.operator.role === 'administrator');
  const sections = OPERATOR_SECTIONS.filter((section) => administrator || !section.administratorOnly);
  return (
    <OperatorFrame sections={sections} account={<OperatorAccount />}>
      <Routes>
        {sections.map(({ path, page: Page }) => (
          <Route key={path} path={`${path}/*`} element={<Page />} />
        ))}
        <Route path="*" element={<Navigate to={operatorPath(sections[0].path)} replace />} />
      </Routes>
    </OperatorFrame>
  );
}
