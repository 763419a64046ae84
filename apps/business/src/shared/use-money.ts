// The page's language and its amounts: shared with the salesman remote through @shop/ui.
export { useMoney } from '@shop/ui';
