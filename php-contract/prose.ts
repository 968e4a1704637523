/**
 * What each contract entry is for and how it departs from a tidy REST API: prose for the OpenAPI
 * document (openapi.ts) and QA, kept apart from endpoints.ts so that it never ships to the browser.
 */
import type { EndpointId } from './endpoints.ts';
import type { ShapeWord } from './schemas.ts';

export interface Prose {
  /** What the call is for, in a few words (the OpenAPI document shows it). */
  summary: string;
  /** How this entry departs from a tidy REST API: the client must copy each one. */
  quirks?: readonly string[];
}

export const prose: Record<EndpointId, Prose> = {
  getBrochure: {
    summary: 'The current catalogue brochure',
    quirks: ['bpath is a stored path, relative or with a leading slash: the client prefixes the asset host and opens it in a new tab'],
  },
  saveBrochure: { summary: 'Make an uploaded PDF the current brochure' },
  listCategories: {
    summary: 'All part categories',
    quirks: ['on a request failure the client uses its built-in list of 7', "'Other' is moved to the end by the client"],
  },
  createCategory: { summary: 'Add a category' },
  updateCategory: { summary: 'Rename a category' },
  deleteCategory: {
    summary: 'Delete a category',
    quirks: ['DELETE with a JSON body {id}', 'response shape not shown: read as {success, message}'],
  },
  listParts: {
    summary: 'The catalogue, optionally filtered by category and search text',
    quirks: [
      'category is omitted when All',
      'category may be sent as category_name, model_file as model, brochure_file as brochure',
      'numbers as strings',
    ],
  },
  suggestParts: { summary: 'Part names matching a search, for the enquiry forms', quirks: ['items carry partName or name'] },
  getPart: { summary: 'One part', quirks: ['answers the bare part, not an envelope (an envelope {success, data} is tolerated)'] },
  createPart: {
    summary: 'Add a part whose files are already stored paths',
    quirks: ['used when no file is a base64 data URL', 'the response is read as text, then parsed'],
  },
  insertPart: {
    summary: 'Add a part with its files as base64 data URLs',
    quirks: [
      'used when image, model_file or brochure_file is a base64 data URL',
      "a non-JSON body gives 'Server returned invalid JSON: ' and its first 100 characters",
    ],
  },
  updatePart: {
    summary: 'Change a part',
    quirks: ['id in the query and the body', 'files sent as model and brochure (not model_file, brochure_file)', 'stock as an integer'],
  },
  deletePart: { summary: 'Delete a part' },
  listInquiries: {
    summary: 'Enquiries, optionally filtered by status and search text',
    quirks: ["status is omitted when 'all'", 'the part is partName or part_name', 'quantity as a string'],
  },
  getInquiry: { summary: 'One enquiry' },
  createInquiry: { summary: 'Send an enquiry (the public form)' },
  updateInquiry: { summary: 'Change an enquiry' },
  deleteInquiry: { summary: 'Delete an enquiry' },
  listBuyLeads: {
    summary: 'Buy leads, optionally filtered by status and search text',
    quirks: ["a bare array, not an envelope; anything else is 'Failed to fetch buy leads - invalid data format'", 'created_at as DATETIME'],
  },
  getBuyLead: { summary: 'One buy lead', quirks: ['answers the bare lead'] },
  createBuyLead: { summary: 'Send a buy lead (the public form)', quirks: ['failures carry `error`, not `message`'] },
  updateBuyLead: { summary: 'Change a buy lead, including its status', quirks: ['response shape not shown'] },
  deleteBuyLead: { summary: 'Delete a buy lead named in the query' },
  deleteBuyLeadByBody: { summary: 'Delete a buy lead named in a JSON body', quirks: ['the variant with a JSON body {id}'] },
  listBlogPosts: {
    summary: 'All blog posts',
    quirks: ['{data: [...]} without success', 'image paths starting with /uploads/ are prefixed with the asset host'],
  },
  getBlogPost: { summary: 'One blog post', quirks: ['{data: {...}} without success'] },
  createBlogPost: { summary: 'Publish a blog post', quirks: ['image is the path returned by upload.php', 'response not shown'] },
  updateBlogPost: { summary: 'Change a blog post', quirks: ['response not shown'] },
  deleteBlogPost: { summary: 'Delete a blog post', quirks: ['response not shown'] },
  uploadFile: { summary: 'Upload a brochure PDF or an image; answers its stored path' },
  adminLogin: { summary: "Check an admin's email and password", quirks: ['a failure may be HTTP 401 with a JSON message'] },
  subadminLogin: { summary: "Check a subadmin's email and password", quirks: ['a failure may be HTTP 401 with a JSON message'] },
  getWhatsappStatus: { summary: 'The WhatsApp notifier status', quirks: ['payload and use not shown: opaque'] },
  testWhatsapp: { summary: 'Send a WhatsApp test message', quirks: ['payload and use not shown: opaque'] },
};

/** What each wire shape says in words (schemas.ts names the word and its argument): its description in openapi.json. */
export const shapeWords: Record<ShapeWord, (argument?: string | number) => string> = {
  id: () => 'A record id: 12 or "12".',
  intOr: (fallback) =>
    `An integer, which PHP may send as a number or a string ("12", "12.5" reads as 12); null, '' or anything else reads as ${fallback}.`,
  text: () => "Text; null or missing reads as '', a number as its digits.",
  requiredText: () => 'Text that must be there and not blank (a number is read as its digits).',
  optionalText: () => "Optional text: null, '' or missing mean none.",
  flag: () => 'PHP\'s idea of true: true, 1, "1" or "true"; anything else, or missing, is false.',
  dateText: () => 'A date or date-time as MySQL gives it ("2026-11-20" or "2026-11-20 14:03:11"), or null.',
  alias: (of) => `The same as ${of}: the backend may send either name.`,
  opaqueObject: () => 'Not shown by the spec: any JSON object.',
  opaque: () => 'Not shown by the spec: any JSON value.',
};
