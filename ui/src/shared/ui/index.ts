export { Alert } from './Alert';
export { Button } from './Button';
export { Card } from './Card';
export { Field } from './Field';
export { Progress } from './Progress';
export { Spinner } from './Spinner';
export { cx } from './cx';
