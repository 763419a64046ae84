import { keepPageEarlyClicks } from './app/start/early-clicks';

// A tap on a server-rendered page's button while the shop starts happens once the page is alive.
keepPageEarlyClicks();
// Asynchronous boundary: lets the federation runtime negotiate shared singletons before React loads.
import('./bootstrap');
