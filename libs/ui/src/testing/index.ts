// Test-only set-up for pages that use useLeaveConfirmation (react-router's data router in jsdom).
import './data-router-globals';
