export * from './remote-names';
export * from './remotes-manifest';
export * from './remote-routes-module';
export * from './navigation-blocking';
