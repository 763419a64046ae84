export { Button } from './Button';
export { LoadingIndicator } from './LoadingIndicator';
export { ModalDialog, type ModalDialogProps } from './ModalDialog';
export { PageSection } from './PageSection';
export { Notice } from './Notice';
export { PagePurpose } from './PagePurpose';
export { isPlannedPage, plannedPage } from './PlannedPage';
export * from './form';
export * from './one-time-code';
export { apiErrorText } from './api-error-text';
export { rateLimitText } from './rate-limit-text';
export { saveFile } from './save-file';
export {
  useLeaveConfirmation,
  type LeaveConfirmation,
  type LeaveConfirmationOptions,
} from './leave-page/use-leave-confirmation';
export { WithAreaTexts } from './area/WithAreaTexts';
export { useMoney } from './area/use-money';
export { preloadableLazy, type PreloadableComponent } from './lazy/preloadable-lazy';
