// The browser save of a downloaded file is shared by the remotes (the account's invoices too): @shop/ui.
export { saveFile } from '@shop/ui';
