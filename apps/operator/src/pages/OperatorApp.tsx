import { Navigate, Route, Routes } from 'react-router';
import { WithAreaTexts } from '@shop/ui';
import { OperatorFrame } from '../frame/OperatorFrame';
import { OPERATOR_SECTIONS } from '../frame/operator-sections';
import { operatorPath } from '../frame/operator-paths';

/** /operator/*: the operators' area, in its own frame, once the `operator` texts have downloaded. */
export function OperatorApp() {
  return (
    <WithAreaTexts namespace="operator">
      <OperatorFrame sections={OPERATOR_SECTIONS}>
        <Routes>
          {OPERATOR_SECTIONS.map(({ path, page: Page }) => (
            <Route key={path} path={`${path}/*`} element={<Page />} />
          ))}
          <Route path="*" element={<Navigate to={operatorPath(OPERATOR_SECTIONS[0].path)} replace />} />
        </Routes>
      </OperatorFrame>
    </WithAreaTexts>
  );
}
