import type { StartResources } from '../../resource-types';
import common from './common.json';
import shell from './shell.json';
import pages from './pages.json';

// The areas' texts (validation.json, auth.json, account.json, ...) load when the area opens: resources.ts AREA_LOADERS.
const texts: StartResources = { common, shell, pages };
export default texts;
