/** Whether `path` is `root` or lies under it, by whole names (as server/src/features/warehouse/paths.rs). */
export function isWithin(path: string, root: string): boolean {
  return path === root || path.startsWith(`${root} / `);
}
