/** The calls that carry no record table: brochures, categories, uploads, the two logins and WhatsApp. */
import { entry } from './endpoint.ts';
import { brochureGetWire, categoryWire, listEnvelope, opaque, statusEnvelope, uploadWire } from './schemas.ts';

export const brochureCalls = {
  getBrochure: entry({
    id: 'getBrochure',
    access: 'public',
    resource: 'brochures',
    method: 'GET',
    script: 'brochures.php',
    response: brochureGetWire,
  }),
  saveBrochure: entry({
    id: 'saveBrochure',
    access: 'admin',
    resource: 'brochures',
    method: 'POST',
    script: 'brochures.php',
    body: 'json',
    response: statusEnvelope,
  }),
};

export const categoryCalls = {
  listCategories: entry({
    id: 'listCategories',
    access: 'public',
    resource: 'categories',
    method: 'GET',
    script: 'categories.php',
    response: listEnvelope(categoryWire),
  }),
  createCategory: entry({
    id: 'createCategory',
    access: 'admin',
    resource: 'categories',
    method: 'POST',
    script: 'categories.php',
    body: 'json',
    response: statusEnvelope,
  }),
  updateCategory: entry({
    id: 'updateCategory',
    access: 'admin',
    resource: 'categories',
    method: 'PUT',
    script: 'categories.php',
    body: 'json',
    response: statusEnvelope,
  }),
  deleteCategory: entry({
    id: 'deleteCategory',
    access: 'admin',
    resource: 'categories',
    method: 'DELETE',
    script: 'categories.php',
    body: 'json',
    response: statusEnvelope,
  }),
};

export const uploadCalls = {
  uploadFile: entry({
    id: 'uploadFile',
    access: 'admin',
    resource: 'uploads',
    method: 'POST',
    script: 'upload.php',
    body: 'multipart',
    response: uploadWire,
  }),
};

export const authCalls = {
  adminLogin: entry({
    id: 'adminLogin',
    access: 'public',
    resource: 'auth',
    method: 'POST',
    script: 'login.php',
    body: 'json',
    response: statusEnvelope,
  }),
  subadminLogin: entry({
    id: 'subadminLogin',
    access: 'public',
    resource: 'auth',
    method: 'POST',
    script: 'sadlogin.php',
    body: 'json',
    response: statusEnvelope,
  }),
};

export const whatsappCalls = {
  getWhatsappStatus: entry({
    id: 'getWhatsappStatus',
    access: 'staff',
    resource: 'whatsapp',
    method: 'GET',
    script: 'whatsapp_status.php',
    response: opaque,
  }),
  testWhatsapp: entry({
    id: 'testWhatsapp',
    access: 'staff',
    resource: 'whatsapp',
    method: 'POST',
    script: 'test_whatsapp.php',
    body: 'json',
    response: opaque,
  }),
};
