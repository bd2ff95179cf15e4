export { businessRoleLabel, groupBrandLabel, roleLabel, rolesText } from './codeLabels';
export { NONE } from './none';
