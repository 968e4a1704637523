<?php
// GET: the latest brochure path. POST {bpath}: records a new brochure (the file itself is
// uploaded first with upload.php).
declare(strict_types=1);
require_once __DIR__ . '/lib/bootstrap.php';

allow_methods(['GET', 'POST']);

if (method() === 'GET') {
    $row = fetch_one('SELECT bpath FROM brochures ORDER BY created_at DESC, id DESC LIMIT 1');
    if ($row === null) {
        respond(200, ['success' => false, 'message' => 'No brochure found']);
    }
    respond(200, ['success' => true, 'bpath' => $row['bpath']]);
}

$bpath = text_field(request_body(), 'bpath');
if ($bpath === '') {
    fail(400, 'Brochure path is required');
}
if (strlen($bpath) > 500) {
    fail(400, 'Brochure path is too long');
}
execute('INSERT INTO brochures (bpath, created_at) VALUES (?, ?)', [$bpath, now()]);
respond(200, ['success' => true, 'message' => 'Brochure saved successfully']);
