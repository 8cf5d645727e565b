#!/bin/sh
# Renders portal.conf.template from the environment, so the topology test (system/src/testing/nginx.ts)
# and docker-compose.yml's router run the same configuration.
#   LISTEN            what nginx listens on (e.g. 8080, 127.0.0.1:40123)
#   API_SERVERS       upstream `server ...;` directives of the command-api processes
#   REALTIME_SERVERS  the same for the realtime processes
#   ACCESS_LOG        `off` (default: URLs carry one-time tokens) or a test's `path format`
#   EDGE_PROXY        optional: the address of the TLS-terminating proxy in front, the only one
#                     whose X-Forwarded-For (the client, for ip_hash) and X-Forwarded-Proto count
#   RESOLVER          optional: a DNS server for `server name:port resolve;` (compose: 127.0.0.11)
# Writes the site to standard output.
set -eu
: "${LISTEN:?}" "${API_SERVERS:?}" "${REALTIME_SERVERS:?}"
here=$(dirname "$0")
if [ -n "${EDGE_PROXY:-}" ]; then
  edge="set_real_ip_from ${EDGE_PROXY}; real_ip_header X-Forwarded-For;"
  scheme='$http_x_forwarded_proto'
else
  edge=''
  scheme='$scheme'
fi
resolver=''
if [ -n "${RESOLVER:-}" ]; then
  resolver="resolver ${RESOLVER} valid=10s ipv6=off;"
fi
# sed replacement text: \, & and the delimiter | escaped
esc() { printf '%s' "$1" | sed -e 's/[\\&|]/\\&/g'; }
sed -e "s|{{LISTEN}}|$(esc "$LISTEN")|" \
  -e "s|{{API_SERVERS}}|$(esc "$API_SERVERS")|" \
  -e "s|{{REALTIME_SERVERS}}|$(esc "$REALTIME_SERVERS")|" \
  -e "s|{{ACCESS_LOG}}|$(esc "${ACCESS_LOG:-off}")|" \
  -e "s|{{EDGE}}|$(esc "$edge")|" \
  -e "s|{{RESOLVER}}|$(esc "$resolver")|" \
  -e "s|{{SCHEME}}|$(esc "$scheme")|g" \
  "${TEMPLATE:-$here/portal.conf.template}"
