import { remotePagePaths } from '@shop/federation';
import { renderStandaloneRemote } from '@shop/startup/react';
import routes from './routes';

// Each page at the path the remotes registry gives it (libs/federation/src/remotes.registry.json).
void renderStandaloneRemote(routes, remotePagePaths('operator'));
