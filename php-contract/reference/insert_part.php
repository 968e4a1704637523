<?php
// POST a new part whose image, model_file or brochure_file may be base64 data URLs.
// The files are decoded, checked by content and stored under uploads/parts, uploads/models
// and uploads/brochures; the part keeps the relative paths.
declare(strict_types=1);
require_once __DIR__ . '/lib/bootstrap.php';
require_once __DIR__ . '/lib/parts.php';

// The original echoes its JSON without a JSON content type; the client reads the body as text.
json_content_type('text/html; charset=UTF-8');
allow_methods(['POST']);
create_part(request_body());
