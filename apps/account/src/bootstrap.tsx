import { renderStandaloneRemote } from '@shop/startup/react';
import routes from './routes';

void renderStandaloneRemote(routes, { account: '/account/*' });
