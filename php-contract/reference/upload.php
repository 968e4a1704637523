<?php
// POST multipart {file, type}: 'brochure' accepts PDF only, 'image' PNG, JPEG, GIF, WebP or SVG.
// Both the extension and the content (finfo magic bytes) must match.
declare(strict_types=1);
require_once __DIR__ . '/lib/bootstrap.php';

allow_methods(['POST']);

const UPLOAD_KINDS = [
    'brochure' => ['folder' => 'brochures', 'kind' => 'brochure', 'extensions' => ['pdf' => 'pdf'], 'label' => 'Only PDF files are allowed'],
    'image' => [
        'folder' => 'blog',
        'kind' => 'image',
        'extensions' => ['png' => 'png', 'jpg' => 'jpg', 'jpeg' => 'jpg', 'gif' => 'gif', 'webp' => 'webp', 'svg' => 'svg'],
        'label' => 'Only PNG, JPG, GIF, WebP and SVG images are allowed',
    ],
];

$type = trim((string) ($_POST['type'] ?? ''));
if (!isset(UPLOAD_KINDS[$type])) {
    fail(400, 'Invalid upload type');
}
$rule = UPLOAD_KINDS[$type];

$file = $_FILES['file'] ?? null;
if (!is_array($file) || !isset($file['error']) || is_array($file['error']) || $file['error'] === UPLOAD_ERR_NO_FILE) {
    fail(400, 'No file uploaded');
}
if ($file['error'] === UPLOAD_ERR_INI_SIZE || $file['error'] === UPLOAD_ERR_FORM_SIZE || $file['size'] > MAX_UPLOAD_BYTES) {
    fail(400, 'File is too large (maximum 10MB)');
}
if ($file['error'] !== UPLOAD_ERR_OK || !is_uploaded_file($file['tmp_name'])) {
    fail(400, 'Upload failed');
}

$extension = strtolower(pathinfo((string) $file['name'], PATHINFO_EXTENSION));
if (!isset($rule['extensions'][$extension])) {
    fail(400, $rule['label']);
}
$bytes = (string) file_get_contents($file['tmp_name']);
$detected = detect_extension($rule['kind'], $bytes);
if ($detected === null || $detected !== $rule['extensions'][$extension]) {
    fail(400, 'File content does not match its type');
}

$path = store_file($rule['folder'], $bytes, $detected, pathinfo((string) $file['name'], PATHINFO_FILENAME));
respond(200, ['success' => true, 'file_path' => $path, 'message' => 'File uploaded successfully']);
