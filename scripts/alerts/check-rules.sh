#!/usr/bin/env bash
# Checks the chart's alert rules as Prometheus will load them (part of `npm run lint`):
#   1. renders templates/prometheusrule.yaml of charts/vampire-hunt with ci/observability-values.yaml
#      (helm: scripts/lib/helm.sh) and takes its `groups:` as a Prometheus rules file;
#   2. `promtool check rules` on it (PromQL, durations, templates of labels and annotations);
#   3. every alert has a runbook_url ending in /<alert>.md, docs/runbooks/<alert>.md exists, and a
#      unit test file charts/vampire-hunt/ci/rule-tests/<alert>.yaml tests that alert;
#   4. `promtool test rules` runs every file of ci/rule-tests/ against it (each names the rendered
#      rules as `rule_files: [rules.yaml]`).
# promtool is built once into the user cache (scripts/alerts/promtool.sh).
#
#   scripts/alerts/check-rules.sh                 # the chart's rules
#   scripts/alerts/check-rules.sh --rules <file>  # another rules file instead (a planted broken rule)
#   scripts/alerts/check-rules.sh --print-rules   # print the rendered rules file and stop
set -euo pipefail
cd "$(dirname "$0")/../.."

CHART=charts/vampire-hunt
VALUES=$CHART/ci/observability-values.yaml
TESTS_DIR=$CHART/ci/rule-tests
RUNBOOKS_DIR=docs/runbooks

rules_file=""
print_only=false
case "${1:-}" in
  "") ;;
  --rules) rules_file=${2:?--rules needs a file} ;;
  --print-rules) print_only=true ;;
  *) echo "usage: $0 [--rules <file> | --print-rules]" >&2; exit 2 ;;
esac

WORK=$(mktemp -d "${TMPDIR:-/tmp}/alert-rules.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
fail() { printf 'alert rules: %s\n' "$*" >&2; exit 1; }

if [ -n "$rules_file" ]; then
  cp "$rules_file" "$WORK/rules.yaml"
else
  HELM=$(scripts/lib/helm.sh)
  "$HELM" template vampire-hunt "$CHART" -f "$VALUES" --namespace vampire-hunt \
    --show-only templates/prometheusrule.yaml >"$WORK/prometheusrule.yaml"
  # The PrometheusRule's spec is a rules file: its lines after `spec:`, two spaces less indented.
  sed -n '/^spec:$/,$p' "$WORK/prometheusrule.yaml" | sed '1d; s/^  //' >"$WORK/rules.yaml"
  grep -q '^groups:' "$WORK/rules.yaml" || fail "no groups in the rendered PrometheusRule"
fi
if $print_only; then
  cat "$WORK/rules.yaml"
  exit 0
fi

PROMTOOL=$(scripts/alerts/promtool.sh)

if ! out=$("$PROMTOOL" check rules "$WORK/rules.yaml" 2>&1); then
  printf '%s\n' "$out" >&2
  fail "promtool check rules failed"
fi

# Each alert with its runbook_url (empty when it has none), one "<alert> <url>" a line.
alerts=$(awk '
  /^[[:space:]]*- alert:/ { if (name != "") print name, url; name = $3; url = "" }
  /^[[:space:]]*runbook_url:/ { url = $2; gsub(/"/, "", url) }
  END { if (name != "") print name, url }
' "$WORK/rules.yaml")
[ -n "$alerts" ] || fail "the rules file has no alerts"
problems=()
while read -r alert url; do
  case "$url" in
    */"$alert.md") ;;
    "") problems+=("$alert has no runbook_url annotation") ;;
    *) problems+=("$alert: runbook_url $url does not end in /$alert.md") ;;
  esac
  [ -f "$RUNBOOKS_DIR/$alert.md" ] || problems+=("$alert has no runbook $RUNBOOKS_DIR/$alert.md")
  if [ ! -f "$TESTS_DIR/$alert.yaml" ]; then
    problems+=("$alert has no unit test $TESTS_DIR/$alert.yaml")
  elif ! grep -q "alertname: $alert\$" "$TESTS_DIR/$alert.yaml"; then
    problems+=("$TESTS_DIR/$alert.yaml tests no alertname: $alert")
  fi
done <<<"$alerts"
if [ ${#problems[@]} -gt 0 ]; then
  printf '  %s\n' "${problems[@]}" >&2
  fail "${#problems[@]} problems"
fi

tests=()
for file in "$TESTS_DIR"/*.yaml; do
  cp "$file" "$WORK/"
  tests+=("$(basename "$file")")
done
if ! out=$(cd "$WORK" && "$PROMTOOL" test rules "${tests[@]}" 2>&1); then
  printf '%s\n' "$out" >&2
  fail "promtool test rules failed"
fi
echo "alert rules: $(wc -l <<<"$alerts") alerts checked, with runbooks, and their unit tests pass ($("$PROMTOOL" --version 2>&1 | head -1))"
