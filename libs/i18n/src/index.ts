export * from './i18n-instance';
export { resources } from './resources';
