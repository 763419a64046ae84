export * from './operator-sign-in';
export * from './operator-account';
export * from './catalogue-rules';
