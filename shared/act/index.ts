// The Act reference in one import: requirements with their evidence, dates and identifiers.
export * from './types';
export * from './requirements';
export * from './facts';
export * from './rules';
