export { UserEdit } from './UserEdit';
export { UsersList } from './UsersList';
