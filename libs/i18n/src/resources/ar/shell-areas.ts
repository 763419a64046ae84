import type { ResourceTree } from '../../resource-types';
import auth from './auth.json';
import info from './info.json';

// The shell's own areas (sign-in pages, information pages) share one chunk per language: fewer entries
// in every chunk map, for about 3 KiB of texts a visitor of either area downloads.
const areas: { auth: ResourceTree; info: ResourceTree } = { auth, info };
export default areas;
