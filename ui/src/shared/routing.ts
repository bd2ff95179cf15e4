/** What every screen component receives from the route table. */
export interface ScreenProps {
  /** The route's pattern in routes.json, e.g. '/app/inventory/:inventoryId'. */
  path: string;
  /** The i18n key of its menu label, when it has one. */
  menu?: string;
}
