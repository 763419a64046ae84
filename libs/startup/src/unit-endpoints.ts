// The unit calls, loaded only when the page came without its unit (dev servers, a static host).
export { getBuList, getBuParameter } from '@shop/contracts';
