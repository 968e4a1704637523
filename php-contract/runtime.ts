/**
 * The contract as the browser runs it: each script's calls, the record tables, the wire readers and how a
 * PHP reply reads. src/ imports the contract only from here, through the `@contract` alias, so the tools'
 * part (endpoints.ts's full list, prose.ts, openapi.ts, verify/, fixtures/, reference/) can never reach
 * the bundle, and a page loads only the records and calls it uses (one module per record).
 */
export * from './endpoint.ts';
export * from './site-calls.ts';
export * from './schemas.ts';
export * from './php-reply.ts';
export * from './records.ts';
export type { EndpointId } from './endpoints.ts';
export * from './desk.ts';
