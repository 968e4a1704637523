import { loadAppAfterPaint } from './app-after-paint';
import { startEarlyRecord } from './early-record';

// The inline script of a record page's HTML (build/early-script.ts). A page the server drew with its
// record (server/record.php) has it already: the app's code comes once it has painted. The static
// page asks for its record (its meta names the call) and picture ahead of the app.
const recordUrl = document.querySelector<HTMLMetaElement>('meta[name="early-record"]')?.content;
if (document.getElementById('server-record')) loadAppAfterPaint();
else if (recordUrl) startEarlyRecord(recordUrl, window.location.pathname);
