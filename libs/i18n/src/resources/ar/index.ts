import type { LanguageResources } from '../../resource-types';
import common from './common.json';
import shell from './shell.json';
import pages from './pages.json';
import validation from './validation.json';

const texts: LanguageResources = { common, shell, pages, validation };
export default texts;
