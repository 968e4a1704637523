<?php
/**
 * The push to staff devices (issue #66): the devices staff subscribed, a queue of what to send them, and
 * its delivery. A new request queues one row per device, due at once or at the end of its owner's quiet
 * hours; deliver() sends what is due, each row claimed by one UPDATE so that two deliveries at once never
 * both send it. A device the push service says is gone (404, 410) is forgotten with what was queued for it.
 * The message itself (RFC 8291 encryption, RFC 8292 VAPID) is lib/web-push.php's.
 */
declare(strict_types=1);

namespace TruckParts\Server\Desk;

use function TruckParts\Server\Push\from_b64url;
use function TruckParts\Server\private_dir;
use function TruckParts\Server\read_private;

require_once __DIR__ . '/desk-store.php';
require_once __DIR__ . '/web-push.php';

/** The most devices one staff member keeps subscribed; a new one drops the oldest. */
const DEVICES = 10;
/** How long a claimed row is left to its claimer before another delivery may take it, in seconds. */
const CLAIM_SECONDS = 60;
/** A row not delivered after this many tries is dropped. */
const TRIES = 3;
/** The most rows one delivery sends, and how long it waits for each push service. */
const DELIVER_ROWS = 100;
const PUSH_SECONDS = 5.0;
/** How much of a lead's name and part a notification shows. */
const PUSH_CHARS = 80;

const NOT_NOTIFIABLE = 'This device cannot be notified.';

/**
 * A PushSubscription's JSON checked: [endpoint, p256dh, auth], or a refusal. The endpoint is where the
 * desk will POST, so only https (http to a loopback host only when the build says so, for the e2e's
 * push service); the keys must be a P-256 point and a 16-byte secret, or nothing could be encrypted.
 */
function subscription_of(array $body, bool $loopback): array
{
    $endpoint = $body['endpoint'] ?? null;
    $keys = $body['keys'] ?? null;
    if (!is_string($endpoint) || !is_array($keys) || !is_string($keys['p256dh'] ?? null) || !is_string($keys['auth'] ?? null)) {
        refuse(400, UNREADABLE);
    }
    $url = strlen($endpoint) <= 1000 && preg_match('/^[\x21-\x7e]+$/', $endpoint) ? parse_url($endpoint) : false;
    $scheme = is_array($url) ? strtolower((string) ($url['scheme'] ?? '')) : '';
    $host = is_array($url) ? strtolower((string) ($url['host'] ?? '')) : '';
    $allowed = $host !== '' && !isset($url['user']) && ($scheme === 'https'
        || ($scheme === 'http' && $loopback && preg_match('/^(127(\.\d{1,3}){3}|\[::1\]|localhost)$/', $host)));
    $point = from_b64url($keys['p256dh']);
    $secret = from_b64url($keys['auth']);
    if (!$allowed || $point === null || strlen($point) !== 65 || $point[0] !== "\x04" || $secret === null || strlen($secret) !== 16) {
        refuse(400, NOT_NOTIFIABLE);
    }
    return [$endpoint, $keys['p256dh'], $keys['auth']];
}

/** Keeps a device for `user`: an endpoint saved again moves to the caller; past DEVICES, the oldest go. */
function subscribe(Store $store, string $user, array $subscription): void
{
    [$endpoint, $p256dh, $auth] = $subscription;
    $store->write(static function () use ($store, $user, $endpoint, $p256dh, $auth): void {
        forget_device($store, $endpoint);
        $store->run('INSERT INTO desk_subscriptions (endpoint, staff, p256dh, auth, made_at) VALUES (?, ?, ?, ?, ?)', [$endpoint, $user, $p256dh, $auth, now()]);
        $devices = $store->run('SELECT endpoint FROM desk_subscriptions WHERE staff = ? ORDER BY made_at DESC, endpoint', [$user])->fetchAll(\PDO::FETCH_COLUMN);
        foreach (array_slice($devices, DEVICES) as $old) {
            forget_device($store, $old);
        }
    });
}

/** Forgets a device and what was queued for it. */
function forget_device(Store $store, string $endpoint, ?string $user = null): void
{
    $owned = $user === null ? '' : ' AND staff = ?';
    if ($store->run('DELETE FROM desk_subscriptions WHERE endpoint = ?' . $owned, $user === null ? [$endpoint] : [$endpoint, $user])->rowCount() > 0 || $user === null) {
        $store->run('DELETE FROM desk_push_queue WHERE endpoint = ?', [$endpoint]);
    }
}

function device_count(Store $store, string $user): int
{
    return (int) $store->run('SELECT COUNT(*) FROM desk_subscriptions WHERE staff = ?', [$user])->fetchColumn();
}

/** Every device with its owner's quiet hours: [['endpoint', 'staff', 'quiet_from', 'quiet_to']…]. */
function subscriptions_by_staff(Store $store): array
{
    return $store->db->query('SELECT d.endpoint, d.staff, s.quiet_from, s.quiet_to FROM desk_subscriptions d
        LEFT JOIN desk_staff s ON s.staff = d.staff ORDER BY d.staff, d.endpoint')->fetchAll();
}

/** Text cut to `chars` characters (code points), whatever bytes it came as. */
function cut(string $text, int $chars): string
{
    return preg_match('/^.{0,' . $chars . '}/su', $text, $match) ? $match[0] : substr($text, 0, $chars);
}

/**
 * What a device is sent for a lead (public/notification-click.js shows it): its title, the customer and
 * the part, where the lead opens in the role's own area, and a tag so the same lead replaces its notice.
 */
function push_payload(string $kind, array $row, bool $admin): string
{
    $base = $admin ? '/admin' : '/subadmin';
    return (string) json_encode([
        'title' => $kind === 'inquiries' ? 'New enquiry' : 'New buy lead',
        'body' => cut($row['name'], PUSH_CHARS) . ' · ' . cut($row['part'], PUSH_CHARS),
        'url' => $base . ($kind === 'inquiries' ? '/inquiries/' : '/buy-leads/') . $row['id'],
        'tag' => $kind . '-' . $row['id'],
    ], JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES | JSON_INVALID_UTF8_SUBSTITUTE);
}

/** Queues a new lead's push for every device of staff still in the lock, each due after its owner's quiet hours. */
function queue_push(Store $store, array $subscriptions, array $lock, string $zone, string $kind, array $row): void
{
    $insert = $store->db->prepare('INSERT INTO desk_push_queue (endpoint, payload, due_at, tries) VALUES (?, ?, ?, 0)');
    foreach ($subscriptions as $device) {
        if (!isset($lock['users'][$device['staff']])) {
            continue;
        }
        $due = quiet_end(time(), $device['quiet_from'], $device['quiet_to'], $zone) ?? time();
        $insert->execute([$device['endpoint'], push_payload($kind, $row, isset($lock['admins'][$device['staff']])), $due]);
    }
}

/**
 * The end of the quiet hours `now` falls in (unix time), or null when it falls in none. From and to are
 * 'HH:MM' on the business's clock; from after to spans midnight; equal, or either missing, is none.
 */
function quiet_end(int $now, ?string $from, ?string $to, string $zone): ?int
{
    if ($from === null || $to === null || $from === '' || $to === '' || $from === $to) {
        return null;
    }
    $here = (new \DateTimeImmutable('@' . $now))->setTimezone(new \DateTimeZone($zone));
    $clock = $here->format('H:i');
    $quiet = $from < $to ? $clock >= $from && $clock < $to : $clock >= $from || $clock < $to;
    if (!$quiet) {
        return null;
    }
    [$hour, $minute] = array_map('intval', explode(':', $to));
    $end = $here->setTime($hour, $minute);
    return ($end->getTimestamp() <= $now ? $end->modify('+1 day') : $end)->getTimestamp();
}

/** The VAPID key pair from the private folder's vapid.json (server/desk-cli.php setup), or null. */
function vapid_keys(): ?array
{
    $dir = private_dir();
    $text = $dir === null ? null : read_private($dir . '/vapid.json', 8192);
    $keys = $text === null ? null : json_decode($text, true);
    return is_array($keys) && is_string($keys['public'] ?? null) && is_string($keys['private'] ?? null) ? $keys : null;
}

/** Who the push services may write to about this sender (RFC 8292's `sub`): the site's e-mail, else its address. */
function vapid_subject(array $config): string
{
    $email = (string) ($config['siteEmail'] ?? '');
    return $email !== '' ? 'mailto:' . $email : (string) ($config['siteUrl'] ?? '');
}

/**
 * Sends the queued pushes that are due, at most DELIVER_ROWS. Each row is claimed by one UPDATE (unclaimed,
 * or claimed by a delivery that stopped over CLAIM_SECONDS ago) and only its claimer sends it. `send` is
 * web-push.php's send_push (a test gives its own): it answers the push service's status, 0 for none.
 * Returns how many were delivered.
 */
function deliver(Store $store, array $config, ?callable $send = null): int
{
    $vapid = vapid_keys();
    if ($vapid === null) {
        return 0;
    }
    $send ??= '\TruckParts\Server\Push\send_push';
    $subject = vapid_subject($config);
    $now = time();
    $due = $store->run('SELECT id FROM desk_push_queue WHERE due_at <= ? AND (claimed_at IS NULL OR claimed_at < ?) ORDER BY due_at, id LIMIT ' . DELIVER_ROWS, [$now, $now - CLAIM_SECONDS])->fetchAll(\PDO::FETCH_COLUMN);
    $delivered = 0;
    foreach ($due as $id) {
        $claimed = time();
        if ($store->run('UPDATE desk_push_queue SET claimed_at = ? WHERE id = ? AND (claimed_at IS NULL OR claimed_at < ?)', [$claimed, $id, $claimed - CLAIM_SECONDS])->rowCount() !== 1) {
            continue;
        }
        $row = $store->run('SELECT q.endpoint, q.payload, q.tries, d.p256dh, d.auth FROM desk_push_queue q
            JOIN desk_subscriptions d ON d.endpoint = q.endpoint WHERE q.id = ?', [$id])->fetch();
        if ($row === false) {
            $store->run('DELETE FROM desk_push_queue WHERE id = ?', [$id]);
            continue;
        }
        try {
            $status = $send(['endpoint' => $row['endpoint'], 'p256dh' => $row['p256dh'], 'auth' => $row['auth']], $row['payload'], $vapid, $subject, PUSH_SECONDS);
        } catch (\InvalidArgumentException $error) {
            // Keys the sender cannot use (checked when saved, so not expected): a try that failed.
            $status = 0;
        }
        if ($status >= 200 && $status < 300) {
            $store->run('DELETE FROM desk_push_queue WHERE id = ?', [$id]);
            $delivered++;
        } elseif ($status === 404 || $status === 410) {
            $store->write(static fn () => forget_device($store, $row['endpoint']));
        } elseif ((int) $row['tries'] + 1 >= TRIES) {
            $store->run('DELETE FROM desk_push_queue WHERE id = ?', [$id]);
        } else {
            $store->run('UPDATE desk_push_queue SET tries = tries + 1, claimed_at = NULL WHERE id = ?', [$id]);
        }
    }
    return $delivered;
}
