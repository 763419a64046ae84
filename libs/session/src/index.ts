export * from './session-user';
export * from './session-storage';
export * from './session-store';
