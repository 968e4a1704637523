<?php
/**
 * The backend read: one GET of a public script at the address the build fixed (config 'backend'),
 * within one deadline for connecting, the headers and the body together, and no more bytes than a
 * cap well inside PHP's memory limit. PHP's http:// wrapper can do neither: its timeout is per read,
 * so a backend that sends a header line a second holds the page as long as it likes, and it reads
 * a reply whole before anyone can look at its size.
 */
declare(strict_types=1);

namespace TruckParts\Server;

require_once __DIR__ . '/page.php';

/**
 * GETs `url` over HTTP/1.0 (so the reply is never chunked, and ends when the connection closes).
 * `host` replaces the Host header, for a backend reached at a loopback address. Returns
 * [status, body], or null when there was no whole answer within `seconds` and `cap` bytes of body.
 */
function http_get(string $url, ?string $host, float $seconds, int $cap): ?array
{
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
        $request = "GET $target HTTP/1.0\r\nHost: $hostLine\r\nAccept: application/json\r\nAccept-Encoding: identity\r\nUser-Agent: truck-parts-server-page\r\nConnection: close\r\n\r\n";
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
    $body = (string) substr($raw, $end + 4);
    if (strlen($body) > $cap || (preg_match('/\r\ncontent-length:\s*(\d+)/i', $head, $length) && strlen($body) < (int) $length[1])) {
        return null;
    }
    return [(int) $status[1], $body];
}

/**
 * GETs a public backend script and decodes its JSON: [status, decoded], or null when there was no
 * readable answer (no backend set, no connection, the deadline, the cap, a body that is not JSON; a
 * PHP notice before the JSON is tolerated, as the app tolerates it).
 */
function backend_json(string $script, int $cap): ?array
{
    $backend = config()['backend'];
    if (!is_string($backend) || $backend === '') {
        log_once('no backend address in the build (SITE_URL or SERVER_BACKEND_URL): the static pages are sent');
        return null;
    }
    $host = config()['backendHost'];
    $answer = http_get(rtrim($backend, '/') . '/' . $script, is_string($host) && $host !== '' ? $host : null, (float) config()['timeoutSeconds'], $cap);
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
