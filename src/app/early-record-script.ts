import { startEarlyRecord } from './early-record';

// The inline script of a record page's HTML (build/early-script.ts): its meta names the record's call.
const recordUrl = document.querySelector<HTMLMetaElement>('meta[name="early-record"]')?.content;
if (recordUrl) startEarlyRecord(recordUrl, window.location.pathname);
