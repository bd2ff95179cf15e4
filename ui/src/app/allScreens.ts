/**
 * Every screen at once, for the server bundle (QuickJS renders any page synchronously, so nothing may load
 * later) and for tests. The browser never imports this module: it loads each screen with its route (screens.ts).
 */
import { AdminAssignmentEdit } from '../features/assignments/admin/AdminAssignmentEdit';
import { AdminAssignmentView } from '../features/assignments/admin/AdminAssignmentView';
import { AdminAssignmentsList } from '../features/assignments/admin/AdminAssignmentsList';
import { ProfilePage, SignUpPage } from '../features/account/AccountPages';
import { ForgotPasswordPage, ResetPasswordPage } from '../features/account/PasswordResetPages';
import { AssignmentAdd } from '../features/assignments/AssignmentAdd';
import { AssignmentView } from '../features/assignments/AssignmentView';
import { AssignmentsList } from '../features/assignments/AssignmentsList';
import { SignIn } from '../features/auth/SignIn';
import { CompaniesList } from '../features/companies/CompaniesList';
import { CompanyEdit } from '../features/companies/CompanyEdit';
import { CompareScreen } from '../features/conditionReports/CompareScreen';
import { ConditionReportScreen } from '../features/conditionReports/ConditionReportScreen';
import { Dashboard } from '../features/dashboard/Dashboard';
import { NotFound } from '../features/errors/NotFound';
import { TrackingPage } from '../features/tracking/TrackingPage';
import { NotYetAvailable } from '../features/errors/NotYetAvailable';
import { AdminAssetEdit } from '../features/inventory/admin/AdminAssetEdit';
import { AdminAssetView } from '../features/inventory/admin/AdminAssetView';
import { AdminInventoryList } from '../features/inventory/admin/AdminInventoryList';
import { AssetEdit } from '../features/inventory/AssetEdit';
import { AssetView } from '../features/inventory/AssetView';
import { InventoryList } from '../features/inventory/InventoryList';
import { AdminInvoices } from '../features/invoices/AdminInvoices';
import { InvoicePage } from '../features/invoices/InvoicePage';
import { PurchaseInvoicesList } from '../features/purchaseInvoices/PurchaseInvoicesList';
import { InvoiceSettings } from '../features/invoiceSettings/InvoiceSettings';
import { JobsList } from '../features/jobs/JobsList';
import { WebhooksScreen } from '../features/webhooks/WebhooksScreen';
import { AddressesList } from '../features/addresses/AddressesList';
import { ShipmentAdd } from '../features/shipments/ShipmentAdd';
import { ShipmentEdit } from '../features/shipments/ShipmentEdit';
import { ShipmentsList } from '../features/shipments/ShipmentsList';
import { ShipmentView } from '../features/shipments/ShipmentView';
import { StorageList } from '../features/storage/StorageList';
import { UserEdit } from '../features/users/UserEdit';
import { UsersList } from '../features/users/UsersList';
import { DeliveryProof } from '../features/warehouse/delivery/DeliveryProof';
import { Locations } from '../features/warehouse/Locations';
import { StocktakeView } from '../features/warehouse/StocktakeView';
import { Stocktakes } from '../features/warehouse/Stocktakes';
import { WarehouseScan } from '../features/warehouse/WarehouseScan';
import { registerScreens, type Screen, type ScreenName } from './screens';

export const allScreens: Readonly<Record<ScreenName, Screen>> = {
  signin: SignIn,
  notFound: NotFound,
  tracking: TrackingPage,
  dashboard: Dashboard,
  signup: SignUpPage,
  forgotPassword: ForgotPasswordPage,
  resetPassword: ResetPasswordPage,
  profile: ProfilePage,
  invoice: InvoicePage,
  users: UsersList,
  companies: CompaniesList,
  userEdit: UserEdit,
  companyEdit: CompanyEdit,
  inventory: InventoryList,
  inventoryEdit: AssetEdit,
  inventoryView: AssetView,
  conditionReport: ConditionReportScreen,
  conditionReportCompare: CompareScreen,
  assignments: AssignmentsList,
  assignmentAdd: AssignmentAdd,
  assignmentView: AssignmentView,
  adminInventory: AdminInventoryList,
  adminInventoryView: AdminAssetView,
  adminInventoryEdit: AdminAssetEdit,
  adminAssignments: AdminAssignmentsList,
  adminAssignmentView: AdminAssignmentView,
  adminAssignmentEdit: AdminAssignmentEdit,
  adminInvoices: AdminInvoices,
  purchaseInvoices: PurchaseInvoicesList,
  invoiceSettings: InvoiceSettings,
  adminShipments: ShipmentsList,
  shipmentAdd: ShipmentAdd,
  shipmentEdit: ShipmentEdit,
  shipmentView: ShipmentView,
  adminAddresses: AddressesList,
  adminStorage: StorageList,
  adminJobs: JobsList,
  adminWebhooks: WebhooksScreen,
  warehouseScan: WarehouseScan,
  warehouseLocations: Locations,
  stocktakes: Stocktakes,
  stocktake: StocktakeView,
  deliveryProof: DeliveryProof,
  pending: NotYetAvailable,
};

export function registerAllScreens(): void {
  registerScreens(allScreens);
}
