// Plain components only. The react-aria widgets (Modal, ConfirmModal, MultiSelect), DateField (the date reading,
// and the loader of its calendar) and NumberInput (the number parser) are imported from their own files: through
// this index, which the layout imports, they would be part of the entry's code (a re-export keeps its file with
// the importer), and the sign-in page and the dashboard would load them.
export { Alert } from './Alert';
export { Button } from './Button';
export { Card } from './Card';
export { Field } from './Field';
export { Loading } from './Loading';
export { Progress } from './Progress';
export { SelectField } from './SelectField';
export { Spinner } from './Spinner';
export { Switch } from './Switch';
export { TextAreaField } from './TextAreaField';
export { cx } from './cx';
export { useMounted } from './useMounted';
