import { useCallback, useState } from 'react';
import { useUnit } from '@shop/brand/react';
import { useSession } from '@shop/session/react';
import { keepChosenCustomer, readChosenCustomer, type ChosenCustomer } from '../chosen-customer';

/** The signed-in salesman's id and the customer he works for (kept for the tab). */
export function useChosenCustomer() {
  const unit = useUnit();
  const salesmanId = useSession((state) => state.user?.custId ?? '');
  const [customer, setCustomer] = useState<ChosenCustomer | null>(() =>
    salesmanId ? readChosenCustomer(unit.buId, salesmanId) : null,
  );
  const choose = useCallback(
    (chosen: ChosenCustomer) => {
      keepChosenCustomer(unit.buId, salesmanId, chosen);
      setCustomer(chosen);
    },
    [unit.buId, salesmanId],
  );
  return { buId: unit.buId, salesmanId, customer, choose };
}
