<?php
// GET ?file=NAME: streams uploads/models/NAME (the base name only; no paths).
declare(strict_types=1);
require_once __DIR__ . '/lib/bootstrap.php';
require_once __DIR__ . '/lib/models.php';

stream_model(is_string($_GET['file'] ?? null) ? $_GET['file'] : '');
