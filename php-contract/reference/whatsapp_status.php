<?php
// GET: status of the messaging integration. The spec does not show this payload; it is kept opaque.
declare(strict_types=1);
require_once __DIR__ . '/lib/bootstrap.php';

allow_methods(['GET']);
respond(200, ['success' => true, 'status' => 'connected']);
