export { Button } from './Button';
export { LoadingIndicator } from './LoadingIndicator';
export { PageSection } from './PageSection';
export { Notice } from './Notice';
export { PagePurpose } from './PagePurpose';
export { plannedPage } from './PlannedPage';
export * from './form';
export * from './one-time-code';
export { apiErrorText } from './api-error-text';
