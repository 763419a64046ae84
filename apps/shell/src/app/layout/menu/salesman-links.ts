/**
 * A salesman's own pages in the account menus, in place of the customer's account (which a salesman has
 * not): his customers and his commission statement (issue 20, decision 0037).
 */
export const SALESMAN_ACCOUNT_LINKS = [
  { to: '/salesman', labelKey: 'accountMenu.salesmanCustomers', testId: 'account-menu-salesman-customers' },
  {
    to: '/salesman/commission',
    labelKey: 'accountMenu.salesmanCommission',
    testId: 'account-menu-salesman-commission',
  },
] as const;
