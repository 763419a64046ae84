import { renderStandaloneRemote } from '@shop/startup/react';
import routes from './routes';

void renderStandaloneRemote(routes, {
  home: '/',
  buyingFriend: '/buying-friend',
  buyingSelf: '/buying-self',
  checkout: '/buying-friend/checkout',
  phoneCredit: '/phone-credit',
  query: '/query',
  b2c: '/b2c',
});
