import { AuditLogPage } from '../features/audit-log/components/AuditLogPage';
import { OfflinePaymentsPage, PAYMENTS_SECTION } from '../features/offline-payments/components/OfflinePaymentsPage';
import { REFUNDS_SECTION, RefundsPage } from '../features/refunds/components/RefundsPage';
import { REVIEW_QUEUE_SECTION, ReviewQueuePage } from '../features/review-queue/components/ReviewQueuePage';
import type { OperatorSection } from './operator-section';

/**
 * The back office's sections (review queue, offline payments, refunds, audit log), kept apart from the
 * unit settings' so each team extends its own list. Shown after the settings sections, in this order.
 */
export const BACK_OFFICE_SECTIONS: readonly OperatorSection[] = [
  { path: REVIEW_QUEUE_SECTION, labelKey: 'backOffice.nav.reviewQueue', page: ReviewQueuePage },
  { path: PAYMENTS_SECTION, labelKey: 'backOffice.nav.payments', page: OfflinePaymentsPage },
  { path: REFUNDS_SECTION, labelKey: 'backOffice.nav.refunds', page: RefundsPage },
  { path: 'audit', labelKey: 'backOffice.nav.audit', page: AuditLogPage, administratorOnly: true },
];
