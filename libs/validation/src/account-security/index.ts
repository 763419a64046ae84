export * from './account-security-forms';
