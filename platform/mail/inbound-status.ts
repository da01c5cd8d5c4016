/** Where the reading of the inbound mailbox stands (decision 0063): /readyz's `inbound` field and a gauge of GET /metrics. */
export const INBOUND_STATES = ['off', 'connecting', 'idle', 'polling', 'failing'] as const;
export type InboundState = (typeof INBOUND_STATES)[number];

export interface InboundStatus {
  state: InboundState;
  /** While failing: what kind of failure the last one was (auth, network, tls, mailbox, storage, protocol), never its text. */
  error?: string;
}

/** What the reader reports to GET /metrics. */
export interface InboundCounts {
  fetched(): void;
  failed(error: string): void;
  state(state: InboundState): void;
}
