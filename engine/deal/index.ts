export { dealMetaToSchema } from './dealMetaToSchema';
export { asDealMeta } from './asDealMeta';
export { dealOutputView } from './dealOutputView';
export { dealFormLayout } from './dealFormLayout';
export { propertyToSchema } from './propertyToSchema';
export { propertyToUiSchema } from './propertyToUiSchema';
export { nodeToSchema } from './nodeToSchema';
export { nodeToUiSchema } from './nodeToUiSchema';
export { nodeToOutputSchema } from './nodeToOutputSchema';
export { requiredMessage } from './requiredMessage';
export { widgetOf } from './widgetOf';
export { messageOrder, shownErrors } from './shownErrors';
export { compileDealValidator } from './compileDealValidator';
export { createDealAjv, DEAL_AJV_OPTIONS } from './dealAjv';
export { hashMeta } from './hashMeta';
export { convertDeal, clearDealCache, dealCacheSize } from './cache';
export { createDealStore } from './dealStore';
export type { DealStore } from './dealStore';
export { normaliseInput, isEmptyValue } from './dealData';
export { dealMessages } from './messages';
export { numericPattern } from './numericPattern';
export {
  DATE_FORMATS,
  DATE_TIME_PATTERN,
  TEXTAREA_MIN_LENGTH,
  TRIGGER_OF_WIDGET,
  WIDGET_OF_FORM_TYPE,
} from './formTypes';
export type * from './types';
