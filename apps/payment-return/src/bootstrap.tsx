import { renderStandaloneRemote } from '@shop/startup/react';
import routes from './routes';

void renderStandaloneRemote(routes, {
  order: '/order/:number',
  loading: '/loading/:type',
  unlock: '/unlock',
  memberValidate: '/memberValidate',
});
