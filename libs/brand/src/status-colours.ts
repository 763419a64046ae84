/** Notification and validation colours, the same for every brand so their meaning never changes. */
export const STATUS_COLORS = { success: '#1e7e34', error: '#c62828', warning: '#b26a00' } as const;
/** Pages are drawn on white; the brand surface colours panels and bands. */
export const PAGE_BACKGROUND = '#ffffff';
