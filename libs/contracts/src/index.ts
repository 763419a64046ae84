export * from './languages';
export * from './customer-types';
export * from './business-unit';
