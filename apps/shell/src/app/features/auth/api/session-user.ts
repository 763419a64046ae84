import * as v from 'valibot';
import type { Session } from '@shop/contracts';
import { SessionUserSchema, type SessionUser } from '@shop/session';

/** The part of a login or confirmation answer the shop keeps as its session. */
export function sessionUserOf(session: Session): SessionUser {
  return v.parse(SessionUserSchema, session);
}
