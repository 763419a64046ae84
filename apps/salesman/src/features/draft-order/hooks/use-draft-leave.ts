import { useTranslation } from '@shop/i18n/react';
import { useLeaveConfirmation, type LeaveConfirmationOptions } from '@shop/ui';

/**
 * The leave question of the salesman's buying and checkout pages (spec 1 section 2), in his words: a
 * salesman has no cart, leaving deletes the customer's draft order.
 */
export function useDraftLeaveConfirmation(options: Omit<LeaveConfirmationOptions, 'texts'>) {
  const { t } = useTranslation('salesman');
  return useLeaveConfirmation({
    ...options,
    texts: { title: t('leave.title'), line1: t('leave.line1'), line2: t('leave.line2') },
  });
}
