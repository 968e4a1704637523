<?php
// POST a new part whose image, model_file or brochure_file may be base64 data URLs.
// The files are decoded, checked by content and stored under uploads/parts, uploads/models
// and uploads/brochures; the part keeps the relative paths.
declare(strict_types=1);
require_once __DIR__ . '/lib/bootstrap.php';
require_once __DIR__ . '/lib/parts.php';

allow_methods(['POST']);
create_part(request_body());
