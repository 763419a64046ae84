import { useStore } from 'zustand';
import { useUnit } from '@shop/brand/react';
import { kybSessionStore, type KybSession } from '../kyb-session-store';

/** The KYB session of this unit, or null (a session of another unit's tab is not this one's). */
export function useKybSession(): KybSession | null {
  const unit = useUnit();
  const session = useStore(kybSessionStore, (state) => state.session);
  return session && session.buId === unit.buId ? session : null;
}
