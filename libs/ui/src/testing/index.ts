// Test-only helpers for pages that use useLeaveConfirmation: the shell's kind of router, in memory.
export { createTestRouter, TestRouterProvider, type TestRouter } from './test-router';
