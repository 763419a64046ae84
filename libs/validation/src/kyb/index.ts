export * from './reference-codes';
export * from './company-info';
export * from './stakes';
export * from './persons';
export * from './embargo';
export * from './bank-account';
export * from './drafts';
