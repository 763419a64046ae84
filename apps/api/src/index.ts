/** What the composed shop server and tools use: the factory and its options. */
export { createApiServer, mountApi, type ApiServerOptions } from './server';
