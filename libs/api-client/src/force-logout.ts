/** Raised when an authenticated call answers 401; the shell sends the user to /force-logout. */
export interface ForceLogoutEvent {
  endpoint: string;
  status: 401;
  code: number;
}

export type ForceLogoutListener = (event: ForceLogoutEvent) => void;

export class ForceLogoutSignal {
  private readonly listeners = new Set<ForceLogoutListener>();

  subscribe(listener: ForceLogoutListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  raise(event: ForceLogoutEvent): void {
    for (const listener of [...this.listeners]) listener(event);
  }
}
