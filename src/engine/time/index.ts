export * from './zone';
export * from './julian';
export * from './parse';
