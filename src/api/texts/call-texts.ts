/** The texts a call shows when it fails: its spec fallback and its connection-failure text. */
export interface CallTexts {
  failed: string;
  network: string;
  /** How a 2xx body that is not JSON is described (insert_part quotes the body). */
  invalidJson?: (body: string) => string;
}
