<?php
/**
 * The private folder and the copies kept in it.
 *
 * The site runs on shared hosting: other users of the host can write the system's temporary folder,
 * make folders under a name they can guess, and plant symbolic links. So everything the server keeps
 * lives in one folder outside the web root that this PHP user made with mode 0700 (config
 * 'privateDir', SERVER_PRIVATE_DIR at build time); a folder or file there that another user owns, or
 * that others may write, is never read nor written. Files are created exclusively under a random name
 * and renamed into place, so no name can be prepared for them.
 *
 * A copy of a backend read carries its kind and key and is checked against them. One request reads
 * the backend for a key at a time (flock on one of a fixed set of lock files); the others serve the
 * stale copy, or wait a short while for the fresh one (stale-while-revalidate). A missing record
 * costs no file of its own: misses are remembered in one file of bounded size.
 */
declare(strict_types=1);

namespace TruckParts\Server;

require_once __DIR__ . '/backend.php';

/** How many lock files the keys share: a fixed number, whatever ids are asked for. */
const LOCK_STRIPES = 8;
/** How often a request waiting for another's read looks again, in microseconds. */
const WAIT_STEP = 20000;

/** The PHP process's own user (not the script file's owner, which getmyuid() gives). */
function own_uid(): int
{
    return function_exists('posix_geteuid') ? posix_geteuid() : -1;
}

/** A folder or file this PHP user owns and nobody else may write, not a symbolic link. */
function trusted_path(string $path, bool $folder): bool
{
    $link = @lstat($path);
    if ($link === false || is_link($path)) {
        return false;
    }
    $type = $link['mode'] & 0170000;
    return $type === ($folder ? 0040000 : 0100000) && $link['uid'] === own_uid() && ($link['mode'] & 0022) === 0;
}

/**
 * The private folder, created 0700 on first use, or null (then the pages work without copies and
 * say why once in the error log). Default: a folder in the PHP user's home, which shared hosts keep
 * outside the web root; SERVER_PRIVATE_DIR sets another.
 */
function private_dir(): ?string
{
    static $dir = false;
    if ($dir !== false) {
        return $dir;
    }
    $dir = null;
    if (own_uid() < 0) {
        log_once('PHP has no posix functions, so the private folder cannot be checked: no copies are kept');
        return null;
    }
    $configured = config()['privateDir'];
    if (is_string($configured) && $configured !== '') {
        $path = $configured;
    } else {
        $home = (string) (posix_getpwuid(own_uid())['dir'] ?? '');
        if ($home === '' || $home === '/') {
            log_once('the PHP user has no home folder: set SERVER_PRIVATE_DIR; no copies are kept');
            return null;
        }
        $path = rtrim($home, '/') . '/.truck-parts/' . substr(sha1(site_dir()), 0, 12);
    }
    if (!file_exists($path) && !is_link($path)) {
        $old = umask(0077);
        @mkdir($path, 0700, true);
        umask($old);
    }
    if (!trusted_path($path, true)) {
        log_once("the private folder $path is missing, not this PHP user's, or writable by others: no copies are kept");
        return null;
    }
    $dir = $path;
    return $dir;
}

/** A file's name for a key: letters, digits and dashes only. */
function copy_file(string $dir, string $key): string
{
    return $dir . '/copy-' . preg_replace('/[^A-Za-z0-9-]/', '', $key) . '.json';
}

/** Reads a file of the private folder if it is trusted, at most `cap` bytes; null otherwise. */
function read_private(string $file, int $cap): ?string
{
    if (!trusted_path($file, false)) {
        return null;
    }
    $handle = @fopen($file, 'rb');
    if ($handle === false) {
        return null;
    }
    $stat = fstat($handle);
    $link = @lstat($file);
    // The file opened is the one checked, not one swapped in between.
    $same = $stat !== false && $link !== false && $stat['ino'] === $link['ino'] && $stat['dev'] === $link['dev'];
    $text = $same && $stat['size'] <= $cap ? stream_get_contents($handle, $cap) : false;
    fclose($handle);
    return is_string($text) ? $text : null;
}

/** Writes a file of the private folder whole: created exclusively under a random name, then renamed. */
function write_private(string $dir, string $file, string $text): bool
{
    $tmp = $dir . '/.tmp-' . bin2hex(random_bytes(8));
    $handle = @fopen($tmp, 'xb');
    if ($handle === false) {
        return false;
    }
    chmod($tmp, 0600);
    $written = fwrite($handle, $text) === strlen($text);
    fclose($handle);
    if (!$written || !@rename($tmp, $file)) {
        @unlink($tmp);
        return false;
    }
    return true;
}

/**
 * Makes a file of the private folder that must not exist yet (a key, a login), 0600 from its first
 * byte; false when it exists or cannot be made. Never renamed into place: an existing file is kept.
 */
function create_private(string $file, string $text): bool
{
    $old = umask(0077);
    $handle = @fopen($file, 'xb');
    umask($old);
    if ($handle === false) {
        return false;
    }
    chmod($file, 0600);
    $written = fwrite($handle, $text) === strlen($text);
    fclose($handle);
    if (!$written) {
        @unlink($file);
    }
    return $written;
}

/** The copy of `key`, if there is a trusted one made for it: ['value' => ..., 'at' => unix time]. */
function read_copy(string $dir, string $key): ?array
{
    $text = read_private(copy_file($dir, $key), (int) config()['copyBytes']);
    $copy = $text === null ? null : json_decode($text, true);
    if (!is_array($copy) || ($copy['key'] ?? null) !== $key || !is_int($copy['at'] ?? null) || !array_key_exists('value', $copy)) {
        return null;
    }
    return ['value' => $copy['value'], 'at' => $copy['at']];
}

/** Keeps a copy, then drops the oldest ones past the caps on their number and their bytes. */
function write_copy(string $dir, string $key, array $entry): void
{
    $text = json_encode(['key' => $key] + $entry, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES | JSON_INVALID_UTF8_SUBSTITUTE);
    if (!is_string($text) || strlen($text) > (int) config()['copyBytes'] || !write_private($dir, copy_file($dir, $key), $text)) {
        return;
    }
    $files = [];
    foreach (glob($dir . '/copy-*.json') ?: [] as $file) {
        $stat = @lstat($file);
        if ($stat !== false) {
            $files[$file] = [$stat['mtime'], $stat['size']];
        }
    }
    uasort($files, static fn ($a, $b) => $a[0] <=> $b[0]);
    $count = count($files);
    $bytes = array_sum(array_column($files, 1));
    foreach ($files as $file => [, $size]) {
        if ($count <= (int) config()['copies'] && $bytes <= (int) config()['copyBytes']) {
            break;
        }
        @unlink($file);
        $count--;
        $bytes -= $size;
    }
}

/** The keys the backend said were missing, with when: one file, at most config 'misses' of them. */
function read_misses(string $dir): array
{
    $text = read_private($dir . '/misses.json', 65536);
    $misses = $text === null ? null : json_decode($text, true);
    return is_array($misses) ? array_filter($misses, 'is_int') : [];
}

function remember_miss(string $dir, string $key): void
{
    $misses = read_misses($dir);
    unset($misses[$key]);
    $misses[$key] = time();
    $misses = array_slice($misses, -(int) config()['misses'], null, true);
    write_private($dir, $dir . '/misses.json', (string) json_encode($misses));
}

/** A miss remembered less than cacheSeconds ago. */
function known_miss(string $dir, string $key): bool
{
    return time() - (read_misses($dir)[$key] ?? 0) < (int) config()['cacheSeconds'];
}

/** The lock file that `key` shares with the others of its stripe, opened; null if it cannot be trusted. */
function open_lock(string $dir, string $key)
{
    return open_lock_file(sprintf('%s/lock-%02d', $dir, crc32($key) % LOCK_STRIPES));
}

/** A lock file of the private folder, made if missing and opened; null if it cannot be trusted. */
function open_lock_file(string $file)
{
    // Made in place, exclusively, never renamed over: a lock file replaced while another request holds the
    // old one's lock is a second lock, and a burst of first visitors read the backend once each (seen: 3 of 40).
    $made = @fopen($file, 'xb');
    if ($made !== false) {
        chmod($file, 0600);
        fclose($made);
    }
    if (!trusted_path($file, false)) {
        return null;
    }
    $handle = @fopen($file, 'rb');
    return $handle === false ? null : $handle;
}

/**
 * A backend read through the private copies.
 *   a fresh copy                  used as it is
 *   a stale copy                  one request reads the backend (its lock); the others use the copy
 *   no copy                       one request reads; the others wait for it, up to the read's deadline
 *   the read fails                the stale copy, if any, else null (the page is sent without the record)
 * `read` turns the backend's [status, decoded] into what is kept, `missing` for a record the backend
 * says is not there (remembered apart, not copied), or null when the answer is none of those.
 * `seconds`: how long a copy is used as it is (cacheSeconds unless given); `headers`: request header
 * lines ('Name: value') sent with the read, which the copy's key must then stand for.
 * Returns ['value' => ..., 'at' => unix time it was read] or null.
 */
function cached(string $key, string $script, int $cap, callable $read, ?array $missing = null, ?int $seconds = null, array $headers = []): ?array
{
    $seconds ??= (int) config()['cacheSeconds'];
    $dir = private_dir();
    if ($dir === null) {
        return fetch_value($script, $cap, $read, $headers);
    }
    // What is kept for the key: a miss remembered (as good as fresh), or its copy, fresh or old.
    $kept = static fn (): ?array => $missing !== null && known_miss($dir, $key) ? ['value' => $missing, 'at' => time()] : read_copy($dir, $key);
    $fresh = static fn (?array $entry): bool => $entry !== null && time() - $entry['at'] < $seconds;
    $entry = $kept();
    if ($fresh($entry)) {
        return $entry;
    }
    $lock = open_lock($dir, $key);
    if ($lock === null) {
        return fetch_value($script, $cap, $read, $headers) ?? $entry;
    }
    try {
        $deadline = microtime(true) + (float) config()['timeoutSeconds'] + 0.2;
        while (!flock($lock, LOCK_EX | LOCK_NB)) {
            // Another request is reading: the old copy at once, or a wait for the new one.
            if ($entry !== null) {
                return $entry;
            }
            if (microtime(true) > $deadline) {
                return null;
            }
            usleep(WAIT_STEP);
            $entry = $kept();
        }
        // Another request may have read it while this one waited for the lock.
        $entry = $kept();
        if ($fresh($entry)) {
            return $entry;
        }
        $answer = fetch_value($script, $cap, $read, $headers);
        if ($answer === null) {
            return $entry;
        }
        if ($missing !== null && $answer['value'] === $missing) {
            remember_miss($dir, $key);
        } else {
            write_copy($dir, $key, $answer);
        }
        return $answer;
    } finally {
        flock($lock, LOCK_UN);
        fclose($lock);
    }
}

/** One backend read turned into what is kept: ['value' => ..., 'at' => now], or null. */
function fetch_value(string $script, int $cap, callable $read, array $headers): ?array
{
    $answer = backend_json($script, $cap, $headers);
    $value = $answer === null ? null : $read($answer[0], $answer[1]);
    return $value === null ? null : ['value' => $value, 'at' => time()];
}
