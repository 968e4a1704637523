/**
 * The contract as the browser runs it: the endpoint entries, the record tables, the wire readers and how a PHP reply
 * reads. src/ imports the contract only from here, through the `@contract` alias, so the tools' part
 * (prose.ts, openapi.ts, verify/, fixtures/, reference/) can never reach the bundle.
 */
export * from './endpoints.ts';
export * from './schemas.ts';
export * from './php-reply.ts';
export * from './records.ts';
