#!/usr/bin/env bash
# The fixture feed server: Debian's nginx on 127.0.0.1, with a configuration and a folder of its
# own (never the system service), for the feed tests and for a person trying failures by hand.
#   scripts/feed-server.sh start DIR [ROOT] [WATCH_PID]
#       writes DIR/nginx.conf, a test CA and certificates made by openssl (DIR/tls), copies ROOT
#       (default: Tests/Fixtures/feeds) to DIR/www, starts nginx (`daemon off;`, in the
#       background) on free ports, waits until it answers and prints its addresses as lines of
#       KEY=VALUE (eval-able): FEED_HTTP, FEED_HTTPS (a certificate for localhost and 127.0.0.1
#       signed by the test CA), FEED_HTTPS_WRONG_NAME (signed by the CA, for another name),
#       FEED_CA (the CA's PEM, for SSL_CERT_FILE), FEED_ROOT (the folder served) and FEED_PID.
#       With WATCH_PID, nginx is stopped when that process ends (a test that crashes).
#   scripts/feed-server.sh stop DIR
#       stops it.
# Every server serves FEED_ROOT with ETag, Last-Modified, 304 and gzip (nginx's own), and:
#   /status/404, /status/500      those statuses          /busy  429, Retry-After: 120
#   /unavailable                  503, Retry-After: an HTTP date
#   /hops/N (N = 1…7)             N redirects (302), then /atom.xml   /loop  redirects to itself
#   /moved/NAME                   301 to /NAME            /moved308/NAME  308 to /NAME
#   /found/NAME                   302 to /NAME            /to-file  302 to file:///etc/passwd
#   /to-http                      302 to FEED_HTTP/atom.xml (from https: a downgrade)
#   /slow/NAME                    NAME at 100 bytes a second (no gzip)
#   /plain/NAME                   NAME without gzip (its Content-Length as on disk)
#   /changing/NAME                changing/first/NAME to a request without If-None-Match (a first
#                                 refresh), else changing/then/NAME: a feed whose page changes
#                                 between a run's first refresh and its next ones
set -euo pipefail
command=${1:-}
dir=${2:-}
if [ -z "$command" ] || [ -z "$dir" ]; then
    echo "usage: $0 start DIR [ROOT] [WATCH_PID] | stop DIR" >&2
    exit 2
fi
here=$(cd "$(dirname "$0")/.." && pwd)

# Runs "$@" in the background with nothing of ours open but /dev/null: the server and its
# watcher outlive whoever started them, and a test process starts this script (popen) while its
# other threads hold pipes, files and the sockets Foundation watches its children's exits on; an
# inherited one left open here never closes, and whoever waits for it waits for the server.
detached() {
    (
        for fd in /proc/"$BASHPID"/fd/*; do
            fd=${fd##*/}
            if [ "$fd" -gt 2 ]; then eval "exec $fd>&-" 2>/dev/null || true; fi
        done
        exec "$@"
    ) </dev/null >/dev/null 2>&1 &
}

stop() {
    local pid
    pid=$(cat "$dir/nginx.pid" 2>/dev/null || true)
    [ -n "$pid" ] || return 0
    kill -TERM "$pid" 2>/dev/null || true
    for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    rm -f "$dir/nginx.pid"
}

if [ "$command" = stop ]; then
    stop
    exit 0
fi
[ "$command" = start ] || { echo "$0: unknown command '$command'" >&2; exit 2; }
root=${3:-$here/Tests/Fixtures/feeds}
watch=${4:-}
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || {
    echo "$0: nginx is missing (scripts/ensure-deps.sh window installs it)" >&2
    exit 1
}
nginx=$(command -v nginx || echo /usr/sbin/nginx)
mkdir -p "$dir/www" "$dir/tls" "$dir/temp"
dir=$(cd "$dir" && pwd)
cp -R "$root/." "$dir/www/"
# nginx's workers must read the folder: as root they run as root, else as the caller.
chmod -R a+rX "$dir/www"

# The test CA and two server certificates it signs (EC keys: made in milliseconds).
tls=$dir/tls
if [ ! -f "$tls/ca.pem" ]; then
    openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 30 \
        -subj "/CN=Refresh feed test CA" -keyout "$tls/ca.key" -out "$tls/ca.pem" 2>/dev/null
    for name in good wrong; do
        if [ $name = good ]; then san="DNS:localhost,IP:127.0.0.1"; else san="DNS:wrong.example"; fi
        openssl req -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes \
            -subj "/CN=$name" -keyout "$tls/$name.key" -out "$tls/$name.csr" 2>/dev/null
        printf 'subjectAltName=%s\nbasicConstraints=CA:FALSE\n' "$san" >"$tls/$name.ext"
        openssl x509 -req -in "$tls/$name.csr" -CA "$tls/ca.pem" -CAkey "$tls/ca.key" \
            -CAcreateserial -days 30 -extfile "$tls/$name.ext" -out "$tls/$name.pem" 2>/dev/null
    done
fi

# A port nothing listens on now (nginx is retried on others should it be taken meanwhile).
free_port() {
    local port
    while true; do
        port=$((20000 + RANDOM % 40000))
        (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null || { echo "$port"; return; }
    done
}

locations() {  # $1: the plain server's port, for /to-http
    cat <<CONF
        location /status/404 { return 404; }
        location /status/500 { return 500; }
        location /busy { add_header Retry-After 120 always; return 429; }
        location /unavailable {
            add_header Retry-After "Wed, 21 Oct 2026 07:28:00 GMT" always; return 503;
        }
        location = /loop { return 302 /loop; }
        location = /hops/1 { return 302 /atom.xml; }
CONF
    for n in 2 3 4 5 6 7; do echo "        location = /hops/$n { return 302 /hops/$((n - 1)); }"; done
    cat <<CONF
        location ~ ^/moved/(.*)\$ { return 301 /\$1; }
        location ~ ^/moved308/(.*)\$ { return 308 /\$1; }
        location ~ ^/found/(.*)\$ { return 302 /\$1; }
        location = /to-file { return 302 file:///etc/passwd; }
        location = /to-http { return 302 http://127.0.0.1:$1/atom.xml; }
        location /slow/ { alias $dir/www/; gzip off; limit_rate 100; }
        location /plain/ { alias $dir/www/; gzip off; }
        location ~ ^/changing/(.+)\$ { root $dir/www; try_files /changing/\$changing/\$1 =404; }
        location / { root $dir/www; }
CONF
}

for attempt in 1 2 3 4 5; do
    http=$(free_port)
    https=$(free_port)
    wrong=$(free_port)
    user=""
    [ "$(id -u)" = 0 ] && user="user root;"
    cat >"$dir/nginx.conf" <<CONF
# Written by scripts/feed-server.sh; not the system's nginx.
$user
daemon off;
worker_processes 1;
pid $dir/nginx.pid;
error_log $dir/error.log warn;
events { worker_connections 1024; }
http {
    types {
        application/atom+xml atom; application/rss+xml rss; text/xml xml;
        application/feed+json json; text/html html;
    }
    default_type application/octet-stream;
    access_log $dir/access.log;
    client_body_temp_path $dir/temp/body;
    proxy_temp_path $dir/temp/proxy;
    fastcgi_temp_path $dir/temp/fastcgi;
    uwsgi_temp_path $dir/temp/uwsgi;
    scgi_temp_path $dir/temp/scgi;
    sendfile on;
    etag on;
    gzip on;
    gzip_min_length 0;
    gzip_types application/atom+xml application/rss+xml text/xml application/feed+json;
    absolute_redirect off;
    map \$http_if_none_match \$changing { "" first; default then; }
    server {
        listen 127.0.0.1:$http;
$(locations "$http")
    }
    server {
        listen 127.0.0.1:$https ssl;
        ssl_certificate $tls/good.pem;
        ssl_certificate_key $tls/good.key;
$(locations "$http")
    }
    server {
        listen 127.0.0.1:$wrong ssl;
        ssl_certificate $tls/wrong.pem;
        ssl_certificate_key $tls/wrong.key;
$(locations "$http")
    }
}
CONF
    stop
    detached "$nginx" -c "$dir/nginx.conf" -p "$dir/" -e "$dir/error.log"
    pid=$!
    for _ in $(seq 50); do
        kill -0 "$pid" 2>/dev/null || break
        (exec 3<>"/dev/tcp/127.0.0.1/$wrong") 2>/dev/null && break
        sleep 0.1
    done
    if kill -0 "$pid" 2>/dev/null; then
        if [ -n "$watch" ]; then
            # Stops nginx when the watched process ends, however it ends.
            detached bash -c 'tail --pid="$1" -f /dev/null; kill -TERM "$2" 2>/dev/null' \
                watcher "$watch" "$pid"
        fi
        echo "FEED_HTTP=http://127.0.0.1:$http"
        echo "FEED_HTTPS=https://localhost:$https"
        echo "FEED_HTTPS_WRONG_NAME=https://127.0.0.1:$wrong"
        echo "FEED_CA=$tls/ca.pem"
        echo "FEED_ROOT=$dir/www"
        echo "FEED_PID=$pid"
        exit 0
    fi
    echo "feed-server: nginx did not start (attempt $attempt):" >&2
    tail -n 3 "$dir/error.log" >&2 || true
done
exit 1
