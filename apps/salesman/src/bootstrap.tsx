import { renderStandaloneRemote } from '@shop/startup/react';
import routes from './routes';

void renderStandaloneRemote(routes, {
  login: '/auth/salesman/login',
  landing: '/salesman',
  buying: '/salesman/buying',
  buyingSelf: '/salesman/buying-self',
  checkout: '/salesman/buying/checkout',
  checkoutSelf: '/salesman/buying-self/checkout',
});
