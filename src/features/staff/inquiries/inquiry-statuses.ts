/** The statuses the original names, in workflow order; any others the server sends follow. */
export const INQUIRY_STATUSES = ['pending', 'responded', 'closed'];
