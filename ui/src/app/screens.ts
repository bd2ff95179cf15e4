import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadStringPacks } from '../shared/i18n';
import type { ScreenProps } from '../shared/routing';
import { lazy as lazyPackTable, screens as screenPackTable } from '../locales/packs.json';

export type Screen = ComponentType<ScreenProps>;

/*
 * The one map from routes.json `screen` names to components (a real screen replaces `pending` in the table
 * and gets a line here). Each import is its own chunk in the browser, fetched with its route: before
 * hydration for the page loaded (entry-client), on navigation for the others. The file is imported, not
 * the feature's index, so a chunk holds that screen and what only it uses. build.mjs reads these lines to
 * list each screen's chunks in the manifest; dist/server.js registers every screen at once (allScreens.ts).
 */
export const screenLoaders = {
  signin: () => import('../features/auth/SignIn').then((m) => m.SignIn),
  notFound: () => import('../features/errors/NotFound').then((m) => m.NotFound),
  tracking: () => import('../features/tracking/TrackingPage').then((m) => m.TrackingPage),
  dashboard: () => import('../features/dashboard/Dashboard').then((m) => m.Dashboard),
  signup: () => import('../features/account/AccountPages').then((m) => m.SignUpPage),
  forgotPassword: () => import('../features/account/PasswordResetPages').then((m) => m.ForgotPasswordPage),
  resetPassword: () => import('../features/account/PasswordResetPages').then((m) => m.ResetPasswordPage),
  profile: () => import('../features/account/AccountPages').then((m) => m.ProfilePage),
  invoice: () => import('../features/invoices/InvoicePage').then((m) => m.InvoicePage),
  users: () => import('../features/users/UsersList').then((m) => m.UsersList),
  companies: () => import('../features/companies/CompaniesList').then((m) => m.CompaniesList),
  userEdit: () => import('../features/users/UserEdit').then((m) => m.UserEdit),
  companyEdit: () => import('../features/companies/CompanyEdit').then((m) => m.CompanyEdit),
  inventory: () => import('../features/inventory/InventoryList').then((m) => m.InventoryList),
  inventoryEdit: () => import('../features/inventory/AssetEdit').then((m) => m.AssetEdit),
  inventoryView: () => import('../features/inventory/AssetView').then((m) => m.AssetView),
  conditionReport: () => import('../features/conditionReports/ConditionReportScreen').then((m) => m.ConditionReportScreen),
  conditionReportCompare: () => import('../features/conditionReports/CompareScreen').then((m) => m.CompareScreen),
  assignments: () => import('../features/assignments/AssignmentsList').then((m) => m.AssignmentsList),
  assignmentAdd: () => import('../features/assignments/AssignmentAdd').then((m) => m.AssignmentAdd),
  assignmentView: () => import('../features/assignments/AssignmentView').then((m) => m.AssignmentView),
  adminInventory: () => import('../features/inventory/admin/AdminInventoryList').then((m) => m.AdminInventoryList),
  adminInventoryView: () => import('../features/inventory/admin/AdminAssetView').then((m) => m.AdminAssetView),
  adminInventoryEdit: () => import('../features/inventory/admin/AdminAssetEdit').then((m) => m.AdminAssetEdit),
  adminAssignments: () => import('../features/assignments/admin/AdminAssignmentsList').then((m) => m.AdminAssignmentsList),
  adminAssignmentView: () => import('../features/assignments/admin/AdminAssignmentView').then((m) => m.AdminAssignmentView),
  adminAssignmentEdit: () => import('../features/assignments/admin/AdminAssignmentEdit').then((m) => m.AdminAssignmentEdit),
  adminInvoices: () => import('../features/invoices/AdminInvoices').then((m) => m.AdminInvoices),
  purchaseInvoices: () => import('../features/purchaseInvoices/PurchaseInvoicesList').then((m) => m.PurchaseInvoicesList),
  invoiceSettings: () => import('../features/invoiceSettings/InvoiceSettings').then((m) => m.InvoiceSettings),
  adminShipments: () => import('../features/shipments/ShipmentsList').then((m) => m.ShipmentsList),
  shipmentAdd: () => import('../features/shipments/ShipmentAdd').then((m) => m.ShipmentAdd),
  shipmentEdit: () => import('../features/shipments/ShipmentEdit').then((m) => m.ShipmentEdit),
  shipmentView: () => import('../features/shipments/ShipmentView').then((m) => m.ShipmentView),
  adminAddresses: () => import('../features/addresses/AddressesList').then((m) => m.AddressesList),
  adminStorage: () => import('../features/storage/StorageList').then((m) => m.StorageList),
  adminJobs: () => import('../features/jobs/JobsList').then((m) => m.JobsList),
  adminWebhooks: () => import('../features/webhooks/WebhooksScreen').then((m) => m.WebhooksScreen),
  warehouseScan: () => import('../features/warehouse/WarehouseScan').then((m) => m.WarehouseScan),
  warehouseLocations: () => import('../features/warehouse/Locations').then((m) => m.Locations),
  stocktakes: () => import('../features/warehouse/Stocktakes').then((m) => m.Stocktakes),
  stocktake: () => import('../features/warehouse/StocktakeView').then((m) => m.StocktakeView),
  deliveryProof: () => import('../features/warehouse/delivery/DeliveryProof').then((m) => m.DeliveryProof),
  pending: () => import('../features/errors/NotYetAvailable').then((m) => m.NotYetAvailable),
} satisfies Record<string, () => Promise<Screen>>;

export type ScreenName = keyof typeof screenLoaders;

/**
 * The string packs each screen's code uses beyond those of every page (src/locales/packs.json, which the build
 * checks against the code of each screen's chunks): fetched with the screen, in the language shown.
 */
const screenPacks: Readonly<Record<ScreenName, readonly string[]>> = screenPackTable;

const registered = new Map<string, Screen>();
const lazyScreens = new Map<string, LazyExoticComponent<Screen>>();

export function isScreenName(name: string): name is ScreenName {
  return Object.prototype.hasOwnProperty.call(screenLoaders, name);
}

export function registerScreens(screens: Readonly<Record<ScreenName, Screen>>): void {
  for (const [name, screen] of Object.entries(screens)) registered.set(name, screen);
}

/** Fetches a screen's chunk and its strings once and registers the component, so the next render has it synchronously. */
export async function loadScreen(name: ScreenName): Promise<Screen> {
  const known = registered.get(name);
  if (known) return known;
  const [screen] = await Promise.all([screenLoaders[name](), loadStringPacks(screenPacks[name])]);
  registered.set(name, screen);
  return screen;
}

/**
 * The component to render for a screen: the registered one when it is here (always on the server, and for the
 * page the browser loaded, so hydration renders exactly what the server did), else a lazy one that suspends
 * while its chunk loads (client navigation to another screen).
 */
export function screenComponent(name: ScreenName): Screen {
  const known = registered.get(name);
  if (known) return known;
  let lazyScreen = lazyScreens.get(name);
  if (!lazyScreen) {
    lazyScreen = lazy(() => loadScreen(name).then((screen) => ({ default: screen })));
    lazyScreens.set(name, lazyScreen);
  }
  return lazyScreen;
}

/**
 * A module the app loads later on any page (a modal of the user menu), fetched together with the string packs
 * src/locales/packs.json names for it under `lazy`, so it never shows a key. The build checks its strings.
 */
export function withItsPacks<T>(module: keyof typeof lazyPackTable, load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadStringPacks(lazyPackTable[module])]).then(([loaded]) => loaded);
}
