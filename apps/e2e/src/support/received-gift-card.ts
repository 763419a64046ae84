import { mailboxOf, newestMessage, type MailboxMessage } from './mailbox';
import { buyAsGuest } from './purchase';

function codeIn(message: MailboxMessage, pattern: RegExp): string {
  const found = pattern.exec(message.body)?.[1];
  if (!found) throw new Error(`no ${pattern} in "${message.subject}": ${message.body}`);
  return found;
}

/** An AED 50 card of unit 97 bought by a guest and received by email: number and PIN as the receiver reads them. */
export async function receivedGiftCard(shopUrl: string, receiverEmail: string, receiverName: string) {
  await buyAsGuest(shopUrl, [
    {
      itemCode: 'MJ-GROCERY-D',
      amount: 5_000,
      qty: 1,
      deliverType: 'Email',
      senderName: 'Omar Farouk',
      senderEmail: 'omar.farouk@example.com',
      receiverName,
      receiverEmail,
      message: 'For your shopping',
    },
  ]);
  await newestMessage(shopUrl, receiverEmail);
  const card = (await mailboxOf(shopUrl, receiverEmail)).find((message) => /Card number:/.test(message.body));
  if (!card) throw new Error(`no card email to ${receiverEmail}`);
  return {
    cardNumber: codeIn(card, /Card number: ([\d ]+)/).replace(/ /g, ''),
    pinCode: codeIn(card, /PIN code: (\d+)/),
  };
}
