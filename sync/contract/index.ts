export * from './auth';
export * from './common';
export * from './customer';
export * from './endpoints';
export * from './forms';
export * from './interviews';
export * from './projects';
export * from './session';
