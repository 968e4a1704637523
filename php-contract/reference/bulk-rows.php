<?php
// CLI: adds or removes many rows at once in the reference database, for volume tests and the bench
// (10,000 rows in one transaction take well under a second; 10,000 HTTP calls take minutes).
//   php bulk-rows.php [--data-dir DIR] < ops.json
// ops.json: {"insert": {"parts": [{...}, ...], "inquiries": [...], "buy_leads": [...]},
//            "deleteFromId": {"parts": 100000, ...}}   (deletes rows whose id is at least that)
// Only the columns of schema.sql are written; row values are bound, never spliced into SQL.
declare(strict_types=1);

if (PHP_SAPI !== 'cli') {
    http_response_code(404);
    exit;
}

$options = getopt('', ['data-dir:']);
if (isset($options['data-dir'])) {
    putenv('REFERENCE_DATA_DIR=' . $options['data-dir']);
}
require_once __DIR__ . '/lib/bootstrap.php';
set_exception_handler(null);

const BULK_COLUMNS = [
    'parts' => ['id', 'name', 'description', 'image', 'category', 'model_file', 'brochure_file', 'stock'],
    'inquiries' => ['id', 'name', 'email', 'phone', 'company', 'part_name', 'quantity', 'message', 'status', 'date'],
    'buy_leads' => ['id', 'name', 'email', 'phone', 'company', 'partName', 'partNumber', 'quantity', 'budget', 'deliveryLocation', 'additionalRequirements', 'status', 'created_at'],
];

$ops = json_decode((string) stream_get_contents(STDIN), true);
if (!is_array($ops)) {
    fwrite(STDERR, "Expected a JSON object on stdin\n");
    exit(1);
}

$pdo = db();
$pdo->exec('PRAGMA busy_timeout = 10000');
$pdo->beginTransaction();
$report = [];
foreach ((array) ($ops['deleteFromId'] ?? []) as $table => $from) {
    if (!isset(BULK_COLUMNS[$table])) {
        fwrite(STDERR, "Unknown table $table\n");
        exit(1);
    }
    $statement = $pdo->prepare("DELETE FROM $table WHERE id >= ?");
    $statement->execute([(int) $from]);
    $report[] = "$table -" . $statement->rowCount();
}
foreach ((array) ($ops['insert'] ?? []) as $table => $rows) {
    if (!isset(BULK_COLUMNS[$table])) {
        fwrite(STDERR, "Unknown table $table\n");
        exit(1);
    }
    $columns = BULK_COLUMNS[$table];
    $statement = $pdo->prepare('INSERT INTO ' . $table . ' (' . implode(', ', $columns) . ') VALUES (' . implode(', ', array_fill(0, count($columns), '?')) . ')');
    foreach ((array) $rows as $row) {
        $statement->execute(array_map(static fn ($column) => $row[$column] ?? null, $columns));
    }
    $report[] = "$table +" . count((array) $rows);
}
$pdo->commit();
echo implode(', ', $report), "\n";
