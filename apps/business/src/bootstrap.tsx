import { renderStandaloneRemote } from '@shop/startup/react';
import routes from './routes';

void renderStandaloneRemote(routes, {
  login: '/auth/b2b/login',
  register: '/auth/b2b/register',
  landing: '/b2b',
  info: '/b2b/info',
  buying: '/b2b/buying',
  buyingSelf: '/b2b/buying-self',
  checkout: '/b2b/buying/checkout',
  checkoutSelf: '/b2b/buying-self/checkout',
});
