export async function first(): Promise<number> {
  const { second } = await import('./second');
  return second();
}
