export * from './conversions';
export { ROTATION_LIMIT, ROTATION_STEP, rotate, rotationTransform } from './rotation';
