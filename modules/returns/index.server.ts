export {
  CONTRACT_ID_PATTERN,
  type ReturnRouteServices,
  RMA_PATTERN,
  returnRoutes,
  returnToApi,
} from "./api.server.ts";
export { code128Svg } from "./barcode.server.ts";
export { type CancelledReturn, cancelReturnItems } from "./cancel-return.server.ts";
export { LABEL_ANSWERS, printLabelInstead } from "./create-label.server.ts";
export {
  EXCHANGE_ANSWERS,
  type ExchangeChoice,
  type ExchangeRequest,
  exchangeChoices,
  findExchange,
  type NewExchange,
  submitExchange,
} from "./exchange.server.ts";
export { exchangeRoutes } from "./exchange-api.server.ts";
export { type ExchangePreview, previewExchange } from "./exchange-views.server.ts";
export { expectedRefundCents, getReturnConfirmation } from "./expected-refund.server.ts";
export { RETURN_STEPS, type ReturnStep } from "./locked-return.server.ts";
export { listReturnsForOperators, type OperatorReturnRow } from "./operators.server.ts";
export { returnEventMails } from "./return-event-mails.server.ts";
export {
  type ContractView,
  getReturnOfContract,
  getReturnView,
  listReturnViews,
  RETURN_PAGE_SIZE,
  type ReturnableItemView,
  type ReturnItemView,
  type ReturnView,
  returnableItems,
} from "./return-views.server.ts";
export { createReturnsClock, type ReturnTimings } from "./returns-clock.server.ts";
export {
  type NewReturn,
  type ReturnRequest,
  type ReturnServices,
  returnsCentre,
  submitReturn,
} from "./submit.server.ts";
export {
  returnStep,
  WAREHOUSE_ANSWERS,
  type WarehouseServices,
} from "./warehouse.server.ts";
