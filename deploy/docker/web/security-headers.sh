#!/bin/sh
# Writes the security headers nginx adds to its own answers (the static shell, the admin area's
# page, its error pages, the remotes' files) as an nginx include file: the same headers, with the
# same Content-Security-Policy, as the gateway sends on its pages (gateway/src/web/security.ts and
# remotes.ts), computed from the same settings the gateway reads: REMOTES, IMAGE_ORIGINS,
# REMOTE_CANARIES, GA_MEASUREMENT_ID, FIREBASE_PROJECT_ID, FIREBASE_AUTH_DOMAIN, FIREBASE_AUTH_EMULATOR_URL.
# deploy/src/web-security-headers.test.ts checks the two agree.
# The nginx image runs it at every start (/docker-entrypoint.d); the first argument is the file.
set -eu
out="${1:-/etc/nginx/security-headers.conf}"

# scheme://host[:port] of a URL, as URL.origin writes it (lower case, no default port).
origin() {
  printf '%s\n' "$1" | sed -E 's#^([A-Za-z]+://[^/?#]*).*#\1#' | tr '[:upper:]' '[:lower:]' | sed -E 's#^(https://[^/]*):443$#\1#; s#^(http://[^/]*):80$#\1#'
}
# The words of a comma-separated list, one a line.
items() { printf '%s\n' "$1" | tr ',' '\n' | sed -E 's/^[[:space:]]+//; s/[[:space:]]+$//' | grep -v '^$' || true; }

# The remotes' origins in the order of the gateway's remote list: the known remotes in their
# order (packages/contracts/src/web-apps.json), then any other name; a name given twice, its last.
entry_of() {
  entry=''
  for pair in $(items "${REMOTES:-}"); do [ "${pair%%=*}" = "$1" ] && entry="${pair#*=}"; done
  printf '%s' "$entry"
}
names='mf_content mf_search mf_engage mf_admin'
for pair in $(items "${REMOTES:-}"); do
  case " $names " in *" ${pair%%=*} "*) ;; *) names="$names ${pair%%=*}" ;; esac
done
remotes=''
# Adds an http(s) entry's origin to $remotes, once; a path on this site adds nothing.
add_origin_of() {
  case "$1" in
    http://* | https://*)
      o="$(origin "$1")"
      case " $remotes " in *" $o "*) ;; *) remotes="${remotes:+$remotes }$o" ;; esac
      ;;
  esac
}
for name in $names; do add_origin_of "$(entry_of "$name")"; done
# Then each canary's (REMOTE_CANARIES: name=url@staff or name=url@share), in its order: the
# static shell a canary reader is answered with loads the canary's files.
for pair in $(items "${REMOTE_CANARIES:-}"); do
  entry="${pair#*=}"
  add_origin_of "${entry%@*}"
done
images=''
for url in $(items "${IMAGE_ORIGINS:-}"); do images="${images:+$images }$(origin "$url")"; done

script="'self'${remotes:+ $remotes}"
style="'self' 'sha256-vGQdhYJbTuF+M8iCn1IZCHpdkiICocWHDq4qnQF4Rjw='${remotes:+ $remotes}"
img="'self' data:${remotes:+ $remotes}${images:+ $images}"
font="'self' data:${remotes:+ $remotes}"
connect="'self'${remotes:+ $remotes}"
frame="'self'"
if [ -n "${GA_MEASUREMENT_ID:-}" ]; then
  script="$script https://www.googletagmanager.com"
  img="$img https://*.google-analytics.com https://*.googletagmanager.com"
  connect="$connect https://www.google-analytics.com https://*.google-analytics.com https://*.analytics.google.com"
fi
if [ -n "${FIREBASE_AUTH_EMULATOR_URL:-}" ]; then
  connect="$connect $(origin "$FIREBASE_AUTH_EMULATOR_URL")"
else
  script="$script https://apis.google.com"
  img="$img https://lh3.googleusercontent.com"
  connect="$connect https://identitytoolkit.googleapis.com https://securetoken.googleapis.com"
  frame="$frame https://${FIREBASE_AUTH_DOMAIN:-${FIREBASE_PROJECT_ID:-demo-livefully}.firebaseapp.com}"
fi
csp="default-src 'self';script-src $script;style-src $style;style-src-attr 'unsafe-inline';img-src $img;font-src $font"
csp="$csp;connect-src $connect;frame-src $frame;object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'"
permissions='accelerometer=(), autoplay=(), browsing-topics=(), camera=(), display-capture=(), encrypted-media=(), fullscreen=(), geolocation=(), gyroscope=(), hid=(), identity-credentials-get=(), idle-detection=(), local-fonts=(), magnetometer=(), microphone=(), midi=(), payment=(), picture-in-picture=(), publickey-credentials-get=(), screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=()'

{
  echo '# Written by security-headers.sh at start: the headers of every answer nginx makes itself.'
  # A proxied remote's own copies of these are replaced, never doubled.
  for name in Content-Security-Policy Cross-Origin-Opener-Policy Cross-Origin-Resource-Policy Origin-Agent-Cluster \
    Referrer-Policy X-Content-Type-Options X-DNS-Prefetch-Control X-Download-Options X-Frame-Options \
    X-Permitted-Cross-Domain-Policies X-XSS-Protection Permissions-Policy; do
    echo "proxy_hide_header $name;"
  done
  echo "add_header Content-Security-Policy \"$csp\" always;"
  echo 'add_header Cross-Origin-Opener-Policy "same-origin-allow-popups" always;'
  echo 'add_header Cross-Origin-Resource-Policy "same-origin" always;'
  echo 'add_header Origin-Agent-Cluster "?1" always;'
  echo 'add_header Referrer-Policy "no-referrer" always;'
  echo 'add_header X-Content-Type-Options "nosniff" always;'
  echo 'add_header X-DNS-Prefetch-Control "off" always;'
  echo 'add_header X-Download-Options "noopen" always;'
  echo 'add_header X-Frame-Options "SAMEORIGIN" always;'
  echo 'add_header X-Permitted-Cross-Domain-Policies "none" always;'
  echo 'add_header X-XSS-Protection "0" always;'
  echo "add_header Permissions-Policy \"$permissions\" always;"
} >"$out"
