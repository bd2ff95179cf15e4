import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import table from '../../../assets/routes.json';
import { ForgotPasswordPage, InvoicePage, ProfilePage, SignUpPage } from '../features/account';
import { SignIn } from '../features/auth';
import { AssignmentAdd, AssignmentView, AssignmentsList } from '../features/assignments';
import { CompaniesList, CompanyEdit } from '../features/companies';
import { Dashboard } from '../features/dashboard';
import { NotFound, NotYetAvailable } from '../features/errors';
import { AssetEdit, AssetView, InventoryList } from '../features/inventory';
import { UserEdit, UsersList } from '../features/users';
import type { ScreenProps } from '../shared/routing';
import { Layout } from './layout/Layout';
import { RedirectTo, UnknownPath } from './redirects';
import { buildRoutes, menuEntries, type AppRoute } from './routeTable';

/** The one map from routes.json `screen` names to components: a real screen replaces `pending` here. */
export const screens: Readonly<Record<string, ComponentType<ScreenProps>>> = {
  signin: SignIn,
  notFound: NotFound,
  dashboard: Dashboard,
  signup: SignUpPage,
  forgotPassword: ForgotPasswordPage,
  profile: ProfilePage,
  invoice: InvoicePage,
  users: UsersList,
  companies: CompaniesList,
  userEdit: UserEdit,
  companyEdit: CompanyEdit,
  inventory: InventoryList,
  inventoryEdit: AssetEdit,
  inventoryView: AssetView,
  assignments: AssignmentsList,
  assignmentAdd: AssignmentAdd,
  assignmentView: AssignmentView,
  pending: NotYetAvailable,
};

export const appRoutes: AppRoute[] = buildRoutes(table, screens);
const menu = menuEntries(appRoutes);

function element({ Screen, path, menu: label }: AppRoute) {
  return <Screen path={path} menu={label} />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<RedirectTo to="/dashboard" />} />
      <Route element={<Layout menu={menu} />}>
        {appRoutes.filter((r) => r.withLayout).map((r) => (
          <Route key={r.path} path={r.path} element={element(r)} />
        ))}
      </Route>
      {appRoutes.filter((r) => !r.withLayout).map((r) => (
        <Route key={r.path} path={r.path} element={element(r)} />
      ))}
      <Route path="*" element={<UnknownPath />} />
    </Routes>
  );
}
