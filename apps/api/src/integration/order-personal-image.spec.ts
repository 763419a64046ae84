import type { ApiClient } from '@shop/api-client';
import { createOrder, uploadResource } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { orderLines, orders } from '../db/schema';
import { DEMO, startTestApi, type TestApi } from '../testing/test-api';
import { PDF, PNG } from './support/files-kit';
import { ordersKit, type Line, type Member } from './support/orders-kit';

// A card's personal image (decision 0061): an order line may only carry an image its caller uploaded.

let api: TestApi;
let member: Member;
let otherMember: Member;
beforeAll(async () => {
  api = await startTestApi();
  member = await api.signIn(DEMO.consumer97);
  otherMember = await api.signIn(DEMO.unvalidated97);
});
afterAll(() => api.close());

const { db, digital, created, orderCount } = ordersKit(() => ({ api, member }));

async function uploadedImage(client: ApiClient): Promise<string> {
  const answer = await client.call(uploadResource, { fileFormat: 'png', resourceContent: PNG.toString('base64') });
  if (!answer.ok) throw new Error(answer.error.message);
  return answer.data.url;
}

const notYours = (line: number) => ({
  ok: false,
  status: 403,
  error: {
    code: 58034,
    message: 'This personal image is not one you uploaded; please upload it again.',
    issues: [{ path: `orderLines.${line}.personalImageUrl`, message: 'is not an image you uploaded' }],
  },
});

const storedImages = async (orderNo: string) =>
  (
    await db()
      .select({ url: orderLines.personalImageUrl })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(eq(orders.orderNo, orderNo))
  ).map((line) => line.url);

async function refusedWithNothingStored(client: ApiClient, lines: Line[], line: number) {
  const before = await orderCount();
  expect(await client.call(createOrder, { orderLines: lines })).toEqual(notYours(line));
  expect(await orderCount()).toBe(before);
}

describe('a personal image on an order line', () => {
  it("is stored with the member's order when the member uploaded it", async () => {
    const url = await uploadedImage(member.client);
    const answer = await created([digital({ personalImageUrl: url })]);
    expect(await storedImages(answer.orderNo)).toEqual([url]);
  });

  it("refuses another member's upload, storing nothing", async () => {
    const theirs = await uploadedImage(otherMember.client);
    const mine = await uploadedImage(member.client);
    const lines = [digital({ personalImageUrl: mine }), digital({ personalImageUrl: theirs })];
    await refusedWithNothingStored(member.client, lines, 1);
  });

  it("refuses a guest's upload to a member, and a member's or another guest's upload to a guest", async () => {
    const guest = api.client();
    const otherGuest = api.client();
    const guestImage = await uploadedImage(guest);
    await refusedWithNothingStored(member.client, [digital({ personalImageUrl: guestImage })], 0);
    await refusedWithNothingStored(otherGuest, [digital({ personalImageUrl: guestImage })], 0);
    const memberImage = await uploadedImage(member.client);
    await refusedWithNothingStored(guest, [digital({ personalImageUrl: memberImage })], 0);
    // The guest that uploaded it orders with it.
    const answer = await created([digital({ personalImageUrl: guestImage })], guest);
    expect(await storedImages(answer.orderNo)).toEqual([guestImage]);
  });

  it('refuses an unknown file, a document and an outside address', async () => {
    const document = await member.client.call(uploadResource, {
      fileFormat: 'pdf',
      resourceContent: PDF.toString('base64'),
    });
    if (!document.ok) throw new Error(document.error.message);
    for (const personalImageUrl of [
      `stored-file:${'0'.repeat(32)}`,
      document.data.url,
      'https://evil.example.com/picture.png',
    ]) {
      await refusedWithNothingStored(member.client, [digital({ personalImageUrl })], 0);
    }
  });
});
