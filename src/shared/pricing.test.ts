import { describe, expect, it } from 'vitest';
import { MAX_NEIGHBOURHOOD_FEE_CENTS } from './delivery-neighbourhoods';
import { MAX_CART_LINES, MAX_LINE_TOTAL_CENTS } from './pricing';
import { feeTierSchema, storeSettingsSchema } from './schemas/store';

/** The largest value of PostgreSQL's integer, the type of every cents column (src/server/db/schema.ts). */
const INT4_MAX = 2 ** 31 - 1;

describe('the limits of an order', () => {
  it("keep its subtotal and total inside the database's integer columns", () => {
    const fee = Math.max(
      storeSettingsSchema.shape.deliveryFeeCents.maxValue!,
      feeTierSchema.shape.feeCents.maxValue!,
      MAX_NEIGHBOURHOOD_FEE_CENTS,
    );
    expect(MAX_CART_LINES * MAX_LINE_TOTAL_CENTS + fee).toBeLessThanOrEqual(INT4_MAX);
  });
});
