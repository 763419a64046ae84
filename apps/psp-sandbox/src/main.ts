import { createSandboxServer } from './sandbox-server';

/**
 * The payment-provider sandbox alone: PSP_SANDBOX_PORT (default 4400), PSP_SANDBOX_HOST (default
 * 127.0.0.1: this machine only), PSP_SANDBOX_SECRET (the merchant's shared secret, required),
 * PSP_SANDBOX_PUBLIC_URL (the origin browsers use), PSP_SANDBOX_STATE_FILE (keep payments in a file).
 * Prints "PSP sandbox listening on <url>" once ready.
 */
async function start(): Promise<void> {
  const secret = process.env.PSP_SANDBOX_SECRET;
  if (!secret) throw new Error('Set PSP_SANDBOX_SECRET (the secret the shop API uses too)');
  const port = Number(process.env.PSP_SANDBOX_PORT ?? 4400);
  const host = process.env.PSP_SANDBOX_HOST ?? '127.0.0.1';
  const app = await createSandboxServer({
    secret,
    publicUrl: process.env.PSP_SANDBOX_PUBLIC_URL,
    stateFile: process.env.PSP_SANDBOX_STATE_FILE,
  });
  const address = await app.listen({ port, host });
  console.log(`PSP sandbox listening on ${address}`);
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

start().catch((error) => {
  console.error(error);
  process.exit(1);
});
