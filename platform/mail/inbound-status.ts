/** Where the reading of the inbound mailbox stands (decision 0063): /readyz's `inbound` field and a gauge of GET /metrics. */
/** `standby`: another instance holds the lease and reads (decision 0065). */
export const INBOUND_STATES = ['off', 'standby', 'connecting', 'idle', 'polling', 'failing'] as const;
export type InboundState = (typeof INBOUND_STATES)[number];

export interface InboundStatus {
  state: InboundState;
  /** While failing: what kind of failure the last one was (auth, network, tls, mailbox, storage, protocol), never its text. */
  error?: string;
}

/** What the reader reports to GET /metrics. */
export interface InboundCounts {
  fetched(): void;
  /** The mailbox was read to its end: every mail in it stored and deleted. */
  read(): void;
  /** Whether this instance now holds the lease (decision 0065). */
  lease(held: boolean): void;
  failed(error: string): void;
  state(state: InboundState): void;
}
