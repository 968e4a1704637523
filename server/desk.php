<?php
/**
 * The lead desk: {site}/desk/<call>, rewritten here by the build's server rules (build/server-rules.ts).
 * Behind the staff lock, failing closed: no lock, 503; no or wrong credentials, 401; then the call
 * (lib/desk-calls.php). The one call without credentials is the public site's nudge, which still needs
 * the lock and answers nothing of any lead. Replies are JSON, never cached, with text as it was typed.
 * Nothing of a request's credentials or body is ever logged.
 */
declare(strict_types=1);

namespace TruckParts\Server\Desk;

use function TruckParts\Server\config;
use function TruckParts\Server\request_path;

require_once __DIR__ . '/lib/desk-calls.php';

/**
 * Sends the reply whole, then runs `after` (a watch, a delivery) with the client already answered: FastCGI
 * ends the request itself; elsewhere the Content-Length tells the client where the reply ends.
 */
function send(int $status, array $reply, ?callable $after = null): void
{
    $text = (string) json_encode($reply, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES | JSON_INVALID_UTF8_SUBSTITUTE);
    http_response_code($status);
    header('Content-Type: application/json; charset=UTF-8');
    header('Cache-Control: no-store');
    header('X-Content-Type-Options: nosniff');
    header('Content-Length: ' . strlen($text));
    if ($after !== null) {
        // The work after the reply holds this connection's worker (a nudge may wait out the interval): a client
        // that kept the connection for its next request would wait behind it.
        header('Connection: close');
    }
    echo $text;
    if ($after === null) {
        return;
    }
    ignore_user_abort(true);
    if (function_exists('fastcgi_finish_request')) {
        fastcgi_finish_request();
    } else {
        while (ob_get_level() > 0) {
            ob_end_flush();
        }
        flush();
    }
    $after();
}

/**
 * The request's JSON object, read no further than `cap` bytes; null when it is not one (or too big).
 * Only application/json: a page of another site cannot send that without the browser asking first.
 */
function read_body(int $cap): ?array
{
    $type = strtolower(trim(explode(';', (string) ($_SERVER['CONTENT_TYPE'] ?? ''))[0]));
    if ($type !== 'application/json' || (int) ($_SERVER['CONTENT_LENGTH'] ?? 0) > $cap) {
        return null;
    }
    $text = (string) stream_get_contents(fopen('php://input', 'rb'), $cap + 1);
    if (strlen($text) > $cap || !str_starts_with(ltrim($text), '{')) {
        return null;
    }
    $body = json_decode($text, true, 4);
    return is_array($body) ? $body : null;
}

ini_set('display_errors', '0');
ini_set('log_errors', '1');
try {
    $config = config();
    $lock = read_lock($config['staffGateDir'] ?? null);
    if ($lock === null) {
        send(503, ['success' => false, 'message' => 'The lead desk needs the staff lock.']);
        return;
    }
    $method = (string) ($_SERVER['REQUEST_METHOD'] ?? 'GET');
    $call = preg_match('#/desk/([A-Za-z]+)$#', request_path(), $match) ? $match[1] : '';
    if ($call === 'nudge') {
        // The public site's, without credentials; its body, if any, is never read.
        if ($method !== 'POST') {
            send(405, ['success' => false, 'message' => 'This desk call does not take ' . $method . '.']);
            return;
        }
        [$status, $reply, $after] = nudge(open_configured($config), $config, $lock, (string) ($_SERVER['REMOTE_ADDR'] ?? ''));
        if ($status === 429) {
            header('Retry-After: 60');
        }
        send($status, $reply, $after);
        return;
    }
    $me = sign_in($lock, credentials($_SERVER));
    if ($me === null) {
        // No WWW-Authenticate: the back office asks for the password itself, not the browser's dialog.
        send(401, ['success' => false, 'message' => 'Sign in to use the lead desk.']);
        return;
    }
    $body = $method === 'GET' ? null : read_body((int) ($config['deskBodyBytes'] ?? 32768));
    [$status, $reply, $after] = answer($method, $call, $_GET, $body, $me, $lock, static fn (): Store => open_configured($config), $config);
    send($status, $reply, $after);
} catch (\Throwable $error) {
    // A database's message can quote what a request sent: its class and code only.
    $what = $error instanceof \PDOException ? get_class($error) . ' ' . $error->getCode() : $error->getMessage();
    error_log('truck-parts desk: ' . $what . ' at ' . $error->getFile() . ':' . $error->getLine());
    if (!headers_sent()) {
        header('Retry-After: 60');
        send(503, ['success' => false, 'message' => 'The lead desk is not available now.']);
    }
}
