<?php
// Staff login shared by login.php (admin) and sadlogin.php (subadmin). The password is never logged.
declare(strict_types=1);

function staff_login(string $role): never
{
    allow_methods(['POST']);
    $body = request_body();
    $email = text_field($body, 'email');
    $password = is_string($body['password'] ?? null) ? $body['password'] : '';

    $user = $email === '' ? null : fetch_one('SELECT id, password, role FROM users WHERE LOWER(email) = LOWER(?)', [$email]);
    // Verify against a dummy hash for unknown e-mails so both failures take the same time.
    $hash = $user['password'] ?? '$2y$10$vWD.LrsB0G9uU8mH2FG.JeBAWC.kObG5TxT5OY2xIEqFRUQE2YVTi';
    $valid = password_verify($password, $hash) && $user !== null && $user['role'] === $role;
    if (!$valid) {
        fail(401, 'Invalid email or password');
    }
    if (password_needs_rehash($hash, PASSWORD_DEFAULT)) {
        execute('UPDATE users SET password = ? WHERE id = ?', [password_hash($password, PASSWORD_DEFAULT), $user['id']]);
    }
    respond(200, ['success' => true, 'message' => 'Login successful']);
}
