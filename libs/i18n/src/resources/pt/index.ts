import type { LanguageResources } from '../../resource-types';
import common from './common.json';
import shell from './shell.json';
import pages from './pages.json';
import validation from './validation.json';
import auth from './auth.json';
import account from './account.json';

const texts: LanguageResources = { common, shell, pages, validation, auth, account };
export default texts;
