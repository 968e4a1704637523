<?php
// GET: streams the one legacy model file the front end maps here.
declare(strict_types=1);
require_once __DIR__ . '/lib/bootstrap.php';
require_once __DIR__ . '/lib/models.php';

stream_model('lock-ring.glb');
