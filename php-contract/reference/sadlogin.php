<?php
// POST {email, password}: subadmin login.
declare(strict_types=1);
require_once __DIR__ . '/lib/bootstrap.php';
require_once __DIR__ . '/lib/login.php';

staff_login('subadmin');
