export { AssetEdit } from './AssetEdit';
export { AssetView } from './AssetView';
export { InventoryList } from './InventoryList';
