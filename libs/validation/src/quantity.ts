import * as v from 'valibot';
import { messageRef } from './message-ref';
import { B2C_MIN_QTY_DEFAULT } from './limits';

/** The quantity parameters of a business unit (spec 1 section 3). */
export interface QuantityParameters {
  b2cMaxQty: number;
  b2bMaxQty: number;
  b2cMinQty?: number;
}

export interface QuantityLimits {
  min: number;
  max: number;
}

/** Business orders: 1 to b2bMaxQty; consumer orders: b2cMinQty (default 1) to b2cMaxQty. */
export function quantityLimits(unit: QuantityParameters, market: 'b2c' | 'b2b'): QuantityLimits {
  return market === 'b2b'
    ? { min: 1, max: unit.b2bMaxQty }
    : { min: unit.b2cMinQty ?? B2C_MIN_QTY_DEFAULT, max: unit.b2cMaxQty };
}

/** A whole quantity within the limits: 'The maximum quantity is {max} for an order'. */
export function quantitySchema({ min, max }: QuantityLimits) {
  return v.pipe(
    v.number(messageRef('numberOnly')),
    v.integer(messageRef('numberOnly')),
    v.minValue(min, messageRef('minQuantity', { min })),
    v.maxValue(max, messageRef('maxQuantity', { max })),
  );
}

/**
 * How many of an order line's cards go to new beneficiaries (newBeneficairyQty): a whole number from 0
 * to the line's quantity ('Amount must be less than or equal to {{num}}.').
 */
export function newBeneficiaryQtySchema(lineQty: number) {
  return v.pipe(
    v.number(messageRef('numberOnly')),
    v.integer(messageRef('numberOnly')),
    v.minValue(0, messageRef('amountMin', { num: 0 })),
    v.maxValue(Math.max(0, lineQty), messageRef('amountMax', { num: Math.max(0, lineQty) })),
  );
}
