<?php
// POST: sends a test message through the messaging integration. Nothing is sent by this double.
declare(strict_types=1);
require_once __DIR__ . '/lib/bootstrap.php';

allow_methods(['POST']);
respond(200, ['success' => true, 'message' => 'Test message queued']);
