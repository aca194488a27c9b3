export { CLOUDLIST_BASE, listRoutes } from "./api.server.ts";
export { type Favorited, favoritedItems } from "./favorited.server.ts";
export {
  addToList,
  countHearts,
  createList,
  deleteList,
  findList,
  findSharedList,
  type ItemRef,
  itemIdsOnList,
  itemSubsetOnLists,
  listLists,
  readListItems,
  removeFromList,
  shareList,
} from "./service.server.ts";
