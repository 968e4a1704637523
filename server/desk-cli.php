<?php
/**
 * The lead desk's command line, run on the server as the site's PHP user (docs/deploying.md):
 *   php server/desk-cli.php setup   once: the push's VAPID keys and the watcher's login, made in the private
 *                                   folder (exclusively, 0600; kept if there), and the staff lock's line for the
 *                                   watcher printed, to add to staff.htpasswd
 *   php server/desk-cli.php watch   from cron, every minute: reads the backend's open leads if due, and sends the
 *                                   pushes that are due
 * Requested over the web it answers 404: it needs no credentials because only the host's own users can run it.
 */
declare(strict_types=1);

namespace TruckParts\Server\Desk;

use function TruckParts\Server\config;
use function TruckParts\Server\create_private;
use function TruckParts\Server\private_dir;
use function TruckParts\Server\Push\b64url;
use function TruckParts\Server\Push\vapid_keys_new;

if (PHP_SAPI !== 'cli') {
    http_response_code(404);
    exit;
}

require_once __DIR__ . '/lib/desk-calls.php';

/** Makes a private file unless it is there; says which. */
function keep_or_make(string $file, callable $text): void
{
    if (file_exists($file) || is_link($file)) {
        echo "kept $file\n";
        return;
    }
    if (!create_private($file, $text())) {
        throw new \RuntimeException("cannot make $file");
    }
    echo "made $file\n";
}

function setup(): int
{
    $dir = private_dir();
    if ($dir === null) {
        fwrite(STDERR, "No private folder (SERVER_PRIVATE_DIR, or the PHP user's home): see the error log.\n");
        return 1;
    }
    $json = static fn (array $value): string => json_encode($value, JSON_UNESCAPED_SLASHES | JSON_PRETTY_PRINT) . "\n";
    keep_or_make("$dir/vapid.json", static fn (): string => $json(vapid_keys_new()));
    keep_or_make("$dir/watch.json", static fn (): string => $json(['user' => WATCHER, 'password' => b64url(random_bytes(32))]));
    $login = watcher_login();
    if ($login === null || vapid_keys() === null) {
        fwrite(STDERR, "The files in $dir are not this user's, or others may write them.\n");
        return 1;
    }
    echo "Add this line to the staff lock's staff.htpasswd (in no group):\n";
    echo $login[0] . ':' . password_hash($login[1], PASSWORD_BCRYPT) . "\n";
    return 0;
}

function watch_once(): int
{
    $config = config();
    $lock = read_lock($config['staffGateDir'] ?? null);
    if ($lock === null) {
        fwrite(STDERR, "The lead desk needs the staff lock.\n");
        return 1;
    }
    $store = open_configured($config);
    if (!watch($store, $config, $lock)) {
        fwrite(STDERR, "No watcher's login: run php server/desk-cli.php setup.\n");
        return 1;
    }
    deliver($store, $config);
    return 0;
}

ini_set('log_errors', '1');
$command = $argv[1] ?? '';
try {
    exit(match ($command) {
        'setup' => setup(),
        'watch' => watch_once(),
        default => (static function () use ($command): int {
            fwrite(STDERR, "Usage: php server/desk-cli.php setup|watch (not '$command')\n");
            return 2;
        })(),
    });
} catch (\Throwable $error) {
    $what = $error instanceof \PDOException ? get_class($error) . ' ' . $error->getCode() : $error->getMessage();
    fwrite(STDERR, 'truck-parts desk: ' . $what . "\n");
    exit(1);
}
