import * as v from 'valibot';
import { BusinessUnitDirectorySchema, BusinessUnitSchema, LANGUAGES } from '@shop/contracts';
import { AREA_NAMESPACES } from '@shop/i18n';

/**
 * The id of the `<script type="application/json">` in which the composed shop server
 * (apps/shop-server/src/shop-server.mjs) delivers the unit list and the page's unit with the page, read from
 * the API's database on every page load, so start-up needs no call before its first render.
 */
export const STARTUP_DATA_ELEMENT_ID = 'shop-startup-data';

/** What the server writes: the unit list and the unit the path selects, as getBuList and getBuParameter answer. */
const InlineStartupDataSchema = v.object({
  units: BusinessUnitDirectorySchema,
  unit: BusinessUnitSchema,
  /**
   * Present when the server rendered the page (issue 23): the language it rendered in, the answers of the
   * calls its first screen makes, each still checked by its call's response contract when read (pageAnswer),
   * and the area texts it shows (loaded before the page is hydrated).
   */
  rendered: v.optional(
    v.object({
      language: v.picklist(LANGUAGES),
      answers: v.array(v.object({ endpoint: v.string(), input: v.record(v.string(), v.unknown()), data: v.unknown() })),
      areas: v.optional(v.array(v.picklist(AREA_NAMESPACES)), []),
    }),
  ),
});
export type InlineStartupData = v.InferOutput<typeof InlineStartupDataSchema>;

/**
 * The data the page was delivered with, validated by the same contracts as the API's answers; null
 * when there is none (dev servers, a static host) or it does not validate, and start-up calls the API.
 */
export function readInlineStartupData(doc: Document = document): InlineStartupData | null {
  const element = doc.getElementById(STARTUP_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const parsed = v.safeParse(InlineStartupDataSchema, JSON.parse(element.textContent));
    if (parsed.success) return parsed.output;
    console.warn('The start-up data delivered with the page is not valid; asking the API.', parsed.issues);
  } catch (error) {
    console.warn('The start-up data delivered with the page is not JSON; asking the API.', error);
  }
  return null;
}
