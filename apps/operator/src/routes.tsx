import type { RemoteRoutesModuleOf } from '@shop/federation';
import { OperatorApp } from './pages/OperatorApp';
import { RELEASE } from './release';

/** The operators' remote: everything under /operator/* (issue 21), with its own sub-routes and frame. */
const routes: RemoteRoutesModuleOf<'operator'> = {
  release: RELEASE,
  pages: { operator: OperatorApp },
};

export default routes;
export const { release, pages } = routes;
