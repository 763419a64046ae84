import {
  getCatalogueVersion,
  listCatalogueVersions,
  publishCatalogue,
  restoreCatalogue,
  saveCatalogueDraft,
  type RequestOf,
} from '@shop/contracts';
import { operatorApi } from '../../../shared/operator-api';

// A unit's catalogue by versions (decision 0039), the same steps as its settings.
export const fetchCatalogue = (input: RequestOf<typeof getCatalogueVersion>) =>
  operatorApi().call(getCatalogueVersion, input);
export const fetchCatalogueVersions = (input: RequestOf<typeof listCatalogueVersions>) =>
  operatorApi().call(listCatalogueVersions, input);
export const saveCatalogue = (input: RequestOf<typeof saveCatalogueDraft>) =>
  operatorApi().call(saveCatalogueDraft, input);
export const publishCatalogueVersion = (input: RequestOf<typeof publishCatalogue>) =>
  operatorApi().call(publishCatalogue, input);
export const restoreCatalogueVersion = (input: RequestOf<typeof restoreCatalogue>) =>
  operatorApi().call(restoreCatalogue, input);
