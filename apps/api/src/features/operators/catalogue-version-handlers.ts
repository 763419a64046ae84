import {
  CatalogueDocumentSchema,
  getCatalogueVersion,
  listCatalogueVersions,
  publishCatalogue,
  restoreCatalogue,
  saveCatalogueDraft,
  type CatalogueDocument,
} from '@shop/contracts';
import { catalogueIssues, parseMessageRef, renderIssueMessage } from '@shop/validation';
import * as v from 'valibot';
import { ApiFailure } from '../../http/api-failure';
import { handler } from '../../http/handler';
import { operatorRunning } from './operator-access';
import { CATALOGUE_RULES, missingProducts, restoredCatalogue } from './unit-version-kinds';
import { liveVersion, publishDraft, restoreVersion, saveDraft, versionOf, versionsPage } from './unit-version-service';

const asCatalogue = (content: Record<string, unknown>): CatalogueDocument => v.parse(CatalogueDocumentSchema, content);

/** Refuses a catalogue that breaks a rule (58057, each issue at its field) or drops a live product (58058). */
function checkCatalogue(live: CatalogueDocument, next: CatalogueDocument): void {
  const issues = catalogueIssues(next);
  if (issues.length > 0) {
    throw new ApiFailure(
      'CATALOGUE_INVALID',
      issues.map((issue) => {
        const ref = parseMessageRef(issue.message);
        return {
          path: `catalogue.${issue.path}`,
          message: renderIssueMessage(issue.message),
          ...(ref && { key: ref.key }),
          ...(ref?.params && { params: { ...ref.params } }),
        };
      }),
    );
  }
  const missing = missingProducts(live, next);
  if (missing.length > 0) {
    throw new ApiFailure('CATALOGUE_PRODUCT_REMOVED', [
      { path: 'catalogue.products', message: `Missing: ${missing.join(', ')}` },
    ]);
  }
}

const catalogue = handler(getCatalogueVersion, async (call) => {
  const { input, services } = call;
  operatorRunning(call, input.buId);
  const live = await liveVersion(services, CATALOGUE_RULES, input.buId);
  const row =
    input.versionNo === undefined ? live : await versionOf(services, CATALOGUE_RULES, input.buId, input.versionNo);
  const [version] = await services.unitVersions.views([row], live.versionNo);
  return { version, liveVersionNo: live.versionNo, catalogue: asCatalogue(row.content) };
});

const versions = handler(listCatalogueVersions, async (call) => {
  operatorRunning(call, call.input.buId);
  return versionsPage(call.services, CATALOGUE_RULES, call.input.buId, call.input.page);
});

const draft = handler(saveCatalogueDraft, async (call) => {
  const { input, services } = call;
  const operator = operatorRunning(call, input.buId);
  const live = await liveVersion(services, CATALOGUE_RULES, input.buId);
  checkCatalogue(asCatalogue(live.content), input.catalogue);
  const content = input.catalogue as unknown as Record<string, unknown>;
  const row = await saveDraft(services, CATALOGUE_RULES, operator, { ...input, content });
  return { version: (await services.unitVersions.views([row], live.versionNo))[0] };
});

const publish = handler(publishCatalogue, async (call) => {
  const { input, services } = call;
  const operator = operatorRunning(call, input.buId);
  const row = await publishDraft(services, CATALOGUE_RULES, operator, input.buId, input.versionNo, (live, next) =>
    checkCatalogue(asCatalogue(live.content), asCatalogue(next.content)),
  );
  return { version: (await services.unitVersions.views([row], row.versionNo))[0] };
});

const restore = handler(restoreCatalogue, async (call) => {
  const { input, services } = call;
  const operator = operatorRunning(call, input.buId);
  const row = await restoreVersion(services, CATALOGUE_RULES, operator, input, (live, earlier) => {
    return restoredCatalogue(asCatalogue(live.content), asCatalogue(earlier.content)) as unknown as Record<
      string,
      unknown
    >;
  });
  return { version: (await services.unitVersions.views([row], row.versionNo))[0] };
});

/** A unit's catalogue versions (issue 21). */
export const CATALOGUE_VERSION_HANDLERS = [catalogue, versions, draft, publish, restore];
