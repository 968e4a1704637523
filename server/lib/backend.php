<?php
/**
 * The backend read: one GET of a script at the address the build fixed (config 'backend'),
 * within one deadline for connecting, the headers and the body together, and no more bytes than a
 * cap well inside PHP's memory limit. PHP's http:// wrapper can do neither: its timeout is per read,
 * so a backend that sends a header line a second holds the page as long as it likes, and it reads
 * a reply whole before anyone can look at its size. The push sender (lib/web-push.php) POSTs
 * through the same reader, to a push service instead of the backend.
 */
declare(strict_types=1);

namespace TruckParts\Server;

require_once __DIR__ . '/page.php';

/**
 * One request to `url` with `headers` ('Name: value' lines) and `body`, over HTTP/1.1 with
 * "Connection: close", so the reply ends when the connection closes (a chunked one is unchunked).
 * 1.1 rather than 1.0 because push services' front ends may refuse 1.0 (Envoy does by default).
 * `host` replaces the Host header, for a backend reached at a loopback address. Returns
 * [status, body], or null when there was no whole answer within `seconds` and `cap` bytes of body.
 * A header line with CR, LF or NUL would add lines of its own to the request: it is refused.
 */
function http_request(string $method, string $url, array $headers, string $body, ?string $host, float $seconds, int $cap): ?array
{
    foreach ($headers as $line) {
        if (!is_string($line) || !preg_match('/^[A-Za-z0-9!#$%&\'*+.^_`|~-]+: [^\r\n\0]*$/D', $line)) {
            throw new \InvalidArgumentException('a request header must be one "Name: value" line');
        }
    }
    if (!preg_match('/^[A-Z]+$/D', $method)) {
        throw new \InvalidArgumentException('not a request method');
    }
    $deadline = microtime(true) + $seconds;
    $parts = parse_url($url);
    $scheme = strtolower((string) ($parts['scheme'] ?? ''));
    if (!in_array($scheme, ['http', 'https'], true) || !isset($parts['host'])) {
        return null;
    }
    $port = (int) ($parts['port'] ?? ($scheme === 'https' ? 443 : 80));
    $name = (string) $parts['host'];
    $target = ($parts['path'] ?? '/') . (isset($parts['query']) ? '?' . $parts['query'] : '');
    $context = stream_context_create(['ssl' => ['peer_name' => trim($name, '[]'), 'verify_peer' => true, 'SNI_enabled' => true]]);
    $socket = @stream_socket_client(($scheme === 'https' ? 'tls' : 'tcp') . "://$name:$port", $errno, $error, $seconds, STREAM_CLIENT_CONNECT, $context);
    if ($socket === false) {
        return null;
    }
    try {
        $hostLine = $host ?? ($name . (isset($parts['port']) ? ':' . $port : ''));
        $length = $body !== '' || !in_array($method, ['GET', 'HEAD'], true) ? ['Content-Length: ' . strlen($body)] : [];
        $lines = array_merge(["$method $target HTTP/1.1", "Host: $hostLine"], $headers, $length, ['Accept-Encoding: identity', 'User-Agent: truck-parts-server-page', 'Connection: close']);
        $request = implode("\r\n", $lines) . "\r\n\r\n" . $body;
        stream_set_blocking($socket, false);
        $raw = '';
        $limit = $cap + 65536;
        while (true) {
            if ($request !== '') {
                $sent = @fwrite($socket, $request);
                if ($sent === false) {
                    return null;
                }
                $request = (string) substr($request, $sent);
            }
            // Whatever is already there (a TLS stream buffers what select() cannot see), then wait.
            while (($chunk = @fread($socket, 65536)) !== false && $chunk !== '') {
                $raw .= $chunk;
                if (strlen($raw) > $limit) {
                    return null;
                }
            }
            if ($chunk === false) {
                return null;
            }
            if (feof($socket)) {
                break;
            }
            $left = $deadline - microtime(true);
            if ($left <= 0) {
                return null;
            }
            $read = [$socket];
            $write = $request !== '' ? [$socket] : null;
            $except = null;
            if (@stream_select($read, $write, $except, (int) $left, (int) (fmod($left, 1.0) * 1e6)) === false) {
                return null;
            }
        }
    } finally {
        fclose($socket);
    }
    $end = strpos($raw, "\r\n\r\n");
    if ($end === false || !preg_match('#^HTTP/\d(?:\.\d)?\s+(\d{3})#', $raw, $status)) {
        return null;
    }
    $head = substr($raw, 0, $end);
    $reply = (string) substr($raw, $end + 4);
    if (preg_match('/\r\ntransfer-encoding:[^\r]*chunked/i', $head)) {
        $reply = unchunk($reply);
    } elseif (preg_match('/\r\ncontent-length:\s*(\d+)/i', $head, $length) && strlen($reply) < (int) $length[1]) {
        return null;
    }
    if ($reply === null || strlen($reply) > $cap) {
        return null;
    }
    return [(int) $status[1], $reply];
}

/** A chunked body's content, or null when it stops before its last (empty) chunk. */
function unchunk(string $raw): ?string
{
    $body = '';
    $at = 0;
    while (preg_match('/\G([0-9a-fA-F]{1,8})[^\r\n]*\r\n/', $raw, $size, 0, $at)) {
        $length = (int) hexdec($size[1]);
        $at += strlen($size[0]);
        if ($length === 0) {
            return $body;
        }
        if (strlen($raw) < $at + $length + 2) {
            return null;
        }
        $body .= substr($raw, $at, $length);
        $at += $length + 2;
    }
    return null;
}

/**
 * GETs a backend script with `headers` ('Name: value' lines: a watcher's Authorization) and decodes
 * its JSON: [status, decoded], or null when there was no readable answer (no backend set, no
 * connection, the deadline, the cap, a body that is not JSON; a PHP notice before the JSON is
 * tolerated, as the app tolerates it).
 */
function backend_json(string $script, int $cap, array $headers = []): ?array
{
    $backend = config()['backend'];
    if (!is_string($backend) || $backend === '') {
        log_once('no backend address in the build (SITE_URL or SERVER_BACKEND_URL): the static pages are sent');
        return null;
    }
    $host = config()['backendHost'];
    $answer = http_request(
        'GET',
        rtrim($backend, '/') . '/' . $script,
        array_merge(['Accept: application/json'], $headers),
        '',
        is_string($host) && $host !== '' ? $host : null,
        (float) config()['timeoutSeconds'],
        $cap
    );
    if ($answer === null) {
        return null;
    }
    $decoded = decode_json($answer[1]);
    return $decoded === null ? null : [$answer[0], $decoded];
}

/** JSON, or JSON after a PHP notice or warning the backend printed first. */
function decode_json(string $body): ?array
{
    $decoded = json_decode($body, true);
    if (is_array($decoded)) {
        return $decoded;
    }
    $start = strcspn($body, '{[');
    if ($start > 0 && $start < strlen($body)) {
        $decoded = json_decode(substr($body, $start), true);
        if (is_array($decoded)) {
            return $decoded;
        }
    }
    return null;
}
