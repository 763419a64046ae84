import type { OperatorSection } from './operator-section';

/**
 * The back office's sections (review queue, offline payments, refunds, audit log), kept apart from the
 * unit settings' so each team extends its own list. Shown after the settings sections, in this order.
 */
export const BACK_OFFICE_SECTIONS: readonly OperatorSection[] = [];
