import type { StartResources } from '../../resource-types';
import common from './common.json';
import shell from './shell.json';
import pages from './pages.json';
import validation from './validation.json';

// The areas' texts (auth.json, account.json, cardLink.json) load when the area opens: resources.ts AREA_LOADERS.
const texts: StartResources = { common, shell, pages, validation };
export default texts;
