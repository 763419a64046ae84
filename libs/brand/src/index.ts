export * from './brand-store';
export * from './feature-rules';
