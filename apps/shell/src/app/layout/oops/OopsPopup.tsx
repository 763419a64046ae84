import { lazy, Suspense, type ComponentType } from 'react';
import { notificationsStore, oopsStore } from '@shop/session';
import { useOops } from '@shop/session/react';

/** When even the dialog's code cannot be fetched (the network is down), the failure shows as an error toast. */
function OopsAsNotification() {
  queueMicrotask(() => {
    notificationsStore.getState().notify({ type: 'error' });
    oopsStore.getState().dismiss();
  });
  return null;
}

// The dialog's code is fetched the first time a page reports a failure, never on the start page.
const OopsDialog = lazy((): Promise<{ default: ComponentType }> =>
  import('./OopsDialog').catch(() => ({ default: OopsAsNotification })),
);

/** The generic Oops popup any page opens with showOops() from @shop/session. */
export function OopsPopup() {
  const open = useOops((state) => state.open);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <OopsDialog />
    </Suspense>
  );
}
