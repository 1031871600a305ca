#!/bin/sh
# Lambda starts the Node.js runtime through this script (AWS_LAMBDA_EXEC_WRAPPER, see
# infra/lambda.ts): its arguments are the node binary and node's own arguments. The script adds
# the V8 flags of infra/node-flags.ts, which Lambda's NODE_OPTIONS does not accept; keep the two
# lists the same (tests/infra/crisis-data.test.ts runs it).
node="$1"
shift
exec "$node" --no-regexp-tier-up "$@"
