import * as v from 'valibot';
import { messageRef } from '../message-ref';
import { passwordSchema } from '../password';
import { requiredString } from '../text-rules';
import { operatorEmailSchema } from './operator-sign-in';

// An operator account as an administrator creates or changes it (issue 21): an operator runs at least one
// unit; an administrator runs every unit, so his list is not asked for.

export const OPERATOR_NAME_MAX_LENGTH = 100;

const operatorFields = {
  name: v.pipe(requiredString, v.maxLength(OPERATOR_NAME_MAX_LENGTH, messageRef('lessThan', { num: 101 }))),
  role: v.picklist(['operator', 'administrator'], messageRef('required')),
  unitIds: v.array(v.string()),
};

type AccountUnits = Record<string, unknown> & { role: string; unitIds: string[] };

/** An operator runs at least one unit (the issue sits on the units field). */
function unitsForOperators<T extends AccountUnits>() {
  return v.forward<T, v.CheckIssue<T>, [string]>(
    v.check<T, string>(
      (account) => account.role !== 'operator' || account.unitIds.length > 0,
      messageRef('operatorUnitsRequired'),
    ),
    // valibot cannot check a path against a generic input type; unitIds is a key of every T here.
    ['unitIds'] as never,
  );
}

export const operatorAccountSchema = v.pipe(
  v.object({ ...operatorFields, email: operatorEmailSchema, password: passwordSchema }),
  unitsForOperators(),
);

export const operatorUpdateSchema = v.pipe(v.object({ ...operatorFields, active: v.boolean() }), unitsForOperators());
