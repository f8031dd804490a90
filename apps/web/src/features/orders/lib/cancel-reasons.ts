/** The reasons offered when cancelling; 'Something else' asks for the shopper's own words. */
export const CANCEL_REASONS = [
  'I ordered by mistake',
  'I found a better price elsewhere',
  'Delivery will take too long',
  'I want a different size or colour',
  'I need to change the delivery address',
] as const;

export const OTHER_REASON = 'Something else';
