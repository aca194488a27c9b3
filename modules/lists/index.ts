export { CreateListForm, LIST_FORM_MESSAGES, ListForm } from "./forms.ts";
export {
  cleanListName,
  DEFAULT_LIST_ID,
  DEFAULT_LIST_NAME,
  DEFAULT_PAGE_SIZE,
  FAVORITES_LIST,
  isListId,
  isShareToken,
  LIST_ERRORS,
  type ListErrorId,
  type ListType,
  listNameProblem,
  listPath,
  MAX_ITEMS_PER_LIST,
  MAX_LIST_NAME_LENGTH,
  MAX_LISTS_PER_CUSTOMER,
  MAX_PAGE_SIZE,
  MAX_SUBSET_ITEMS,
  sharePath,
} from "./rules.ts";
export type { ItemOnList, ListChange, ListEntry, ListItemsPage, ListProduct, ListSummary } from "./types.ts";
