/** What the composed shop server and tools use: the factory and its options. */
export { createApiServer, type ApiServerOptions } from './server';
