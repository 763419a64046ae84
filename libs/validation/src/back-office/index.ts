export * from './back-office-rules';
