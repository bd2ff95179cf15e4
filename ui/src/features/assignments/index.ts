export { AssignmentAdd } from './AssignmentAdd';
export { AssignmentsList } from './AssignmentsList';
export { AssignmentView } from './AssignmentView';
