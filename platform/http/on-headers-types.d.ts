// on-headers ships no types; this covers its one function.
declare module 'on-headers' {
  import type { ServerResponse } from 'node:http';
  export default function onHeaders(res: ServerResponse, listener: (this: ServerResponse) => void): void;
}
