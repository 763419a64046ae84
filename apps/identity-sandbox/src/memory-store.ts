/** A stored provider object (session, interaction, code, token, grant) and when it lapses (ms). */
interface Entry {
  payload: Record<string, unknown>;
  expiresAt: number;
}

/**
 * The providers' storage: in memory, as a sandbox needs (a restart forgets the sign-ins under way, as
 * a real provider's outage would). oidc-provider's adapter interface, one instance per model.
 */
export class MemoryStore {
  private readonly entries = new Map<string, Entry>();

  /** The adapter factory oidc-provider takes (configuration.adapter). */
  adapterFor = (model: string) => {
    const key = (id: string) => `${model}:${id}`;
    const live = (entry: Entry | undefined) => (entry && entry.expiresAt > Date.now() ? entry.payload : undefined);
    const findBy = (field: string, value: string) =>
      [...this.entries.entries()].find(
        ([name, entry]) => name.startsWith(`${model}:`) && entry.payload[field] === value,
      );
    return {
      upsert: async (id: string, payload: Record<string, unknown>, expiresIn?: number) => {
        this.entries.set(key(id), {
          payload,
          expiresAt: typeof expiresIn === 'number' ? Date.now() + expiresIn * 1000 : Number.POSITIVE_INFINITY,
        });
        this.prune();
      },
      find: async (id: string) => live(this.entries.get(key(id))),
      findByUid: async (uid: string) => live(findBy('uid', uid)?.[1]),
      findByUserCode: async (userCode: string) => live(findBy('userCode', userCode)?.[1]),
      consume: async (id: string) => {
        const entry = this.entries.get(key(id));
        if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
      },
      destroy: async (id: string) => {
        this.entries.delete(key(id));
      },
      revokeByGrantId: async (grantId: string) => {
        for (const [name, entry] of this.entries) if (entry.payload.grantId === grantId) this.entries.delete(name);
      },
    };
  };

  private prune(): void {
    const now = Date.now();
    for (const [name, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(name);
  }
}
