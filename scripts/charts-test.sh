#!/usr/bin/env bash
# Tests the Helm chart(s) in charts/ without a cluster:
#   1. helm (v3) is found or built from the Go module proxy (pinned version: scripts/lib/helm.sh);
#   2. `helm lint --strict` with every ci/*.yaml values file;
#   3. `helm template` with every ci/*.yaml file, for the oldest and a current Kubernetes version;
#   4-5. every rendered object, and every example manifest, is validated by scripts/chart-check (Go,
#      built once and cached; the one checker): built-in kinds decode strictly into the Kubernetes API types,
#      custom resources validate against the operators' CRDs (scripts/chart-check/crd-sources.txt:
#      files of pinned Go modules, downloaded once into the Go module cache; Strimzi's kinds, whose
#      CRDs no registry package ships, are checked structurally), and
#      every Secret, key, ConfigMap and database a pod names is defined by the release or by what
#      ci/prerequisites/<values file> says exists before the install (examples, out-of-band
#      Secrets); for rendered manifests (-chart-rules) also every pod is hardened (non-root,
#      read-only root filesystem, dropped capabilities, seccomp, resources, pinned images), services
#      have their probes, and Services, PDBs, HPAs, ServiceMonitors, Ingresses and subgraph URLs
#      find their targets; broken values must make it fail;
#   6. values the chart must refuse are refused (schema and render-time validation);
#   7. the chart packages.
# Needs bash, go (for helm, chart-check and the operators' CRDs), node (reads package.json) and coreutils/awk. Installs nothing else.
#
#   scripts/charts-test.sh                    # all charts in charts/
#   HELM=/path/to/helm scripts/charts-test.sh # use a given helm binary
#   CHARTS_TEST_KEEP=1 ...                    # keep the rendered manifests (path is printed)
set -euo pipefail

# Kubernetes versions the templates are rendered for: the chart's minimum (Chart.yaml kubeVersion)
# and a current one.
KUBE_VERSIONS=(1.25.0 1.34.0)

cd "$(dirname "$0")/.."
REPO_ROOT=$(pwd)

if [ -t 1 ]; then RED=$'\e[31m'; GREEN=$'\e[32m'; BOLD=$'\e[1m'; RESET=$'\e[0m'; else RED=; GREEN=; BOLD=; RESET=; fi
log() { printf '%s\n' "$*"; }
FAILURES=()
RESULTS=()
pass() { RESULTS+=("${GREEN}PASS${RESET} $*"); }
failed() { RESULTS+=("${RED}FAIL${RESET} $*"); FAILURES+=("$*"); }

WORK=$(mktemp -d "${TMPDIR:-/tmp}/charts-test.XXXXXX")
cleanup() {
  if [ "${CHARTS_TEST_KEEP:-}" = 1 ] || [ ${#FAILURES[@]} -gt 0 ]; then
    log "rendered manifests kept in $WORK"
  else
    rm -rf "$WORK"
  fi
}
trap cleanup EXIT

# --- 1. helm ------------------------------------------------------------------------------------
# $HELM, a helm v3 on the PATH, or the pinned version built with go install (scripts/lib/helm.sh).
HELM=$(scripts/lib/helm.sh) || exit 2
log "using $HELM ($("$HELM" version --short))"

# --- 1b. chart-check ------------------------------------------------------------------------------
# Built once from scripts/chart-check into the user cache (scripts/chart-check/build.sh).
CHART_CHECK=$(scripts/chart-check/build.sh)

# -crds <file> for every CRD the checker knows: files of pinned Go modules (first run: downloaded).
crd_files=$(scripts/chart-check/crd-files.sh) || { log "could not get the CRDs of scripts/chart-check/crd-sources.txt"; exit 2; }
CRD_FLAGS=()
while IFS= read -r file; do CRD_FLAGS+=(-crds "$file"); done <<<"$crd_files"

# -database <service>=<database> for every service whose package.json names its database.
DATABASE_FLAGS=()
for manifest in services/*/package.json; do
  db=$(node -p "(require('./$manifest').vampireHunt || {}).database || ''")
  [ -z "$db" ] || DATABASE_FLAGS+=(-database "$(basename "$(dirname "$manifest")")=$db")
done

# chart-check; $1 the values file (its prerequisites file is looked up), rest: more flags
# (-chart-rules for a chart's rendered manifests) and paths.
chart_check() {
  local values=$1 prerequisites=(); shift
  local file
  file="$(dirname "$values")/prerequisites/$(basename "$values")"
  [ -n "$values" ] && [ -f "$file" ] && prerequisites=(-prerequisites "$file")
  "$CHART_CHECK" "${CRD_FLAGS[@]}" ${prerequisites[@]+"${prerequisites[@]}"} "${DATABASE_FLAGS[@]}" "$@"
}

# --- 2-6 per chart --------------------------------------------------------------------------------
for chart in charts/*/; do
  chart=${chart%/}
  chart_name=$(basename "$chart")
  log ""
  log "${BOLD}== $chart${RESET}"
  shopt -s nullglob
  values_files=("$chart"/ci/*.yaml)
  shopt -u nullglob
  [ ${#values_files[@]} -gt 0 ] || values_files=("")

  for values in "${values_files[@]}"; do
    label=${values:-"(chart defaults)"}
    args=()
    [ -n "$values" ] && args=(-f "$values")

    if out=$("$HELM" lint --strict "$chart" ${args[@]+"${args[@]}"} 2>&1); then
      pass "lint      $label"
    else
      failed "lint      $label"; printf '%s\n' "$out" | sed 's/^/    /'
    fi

    for kube in "${KUBE_VERSIONS[@]}"; do
      outdir="$WORK/$chart_name/$(basename "${values:-defaults}" .yaml)-k8s$kube"
      mkdir -p "$outdir"
      if ! out=$("$HELM" template "$chart_name" "$chart" ${args[@]+"${args[@]}"} --namespace "$chart_name" \
          --kube-version "$kube" --output-dir "$outdir" 2>&1); then
        failed "template  $label (k8s $kube)"; printf '%s\n' "$out" | sed 's/^/    /'
        continue
      fi
      log "checks for $label (k8s $kube):"
      if chart_check "$values" -chart-rules "$outdir"; then
        pass "checks    $label (k8s $kube): API types, chart rules, Secrets and databases defined"
      else
        failed "checks    $label (k8s $kube): chart-check"
      fi
    done
  done

  # Example manifests (the upstream charts' values files, *-values.yaml, are not Kubernetes objects).
  for example in "$chart"/examples/*.yaml; do
    case "$example" in *-values.yaml) continue ;; esac
    if out=$(chart_check "" "$example" 2>&1); then
      pass "api types $example"
    else
      failed "api types $example"; printf '%s\n' "$out"
    fi
  done

  # Values the chart must refuse (schema or render-time validation), with the reason expected.
  if [ "$chart_name" = vampire-hunt ]; then
    refuse() {
      local why=$1 expect=$2; shift 2
      if out=$("$HELM" template "$chart_name" "$chart" "$@" 2>&1); then
        failed "refuses   $why: rendered anyway"
      elif printf '%s' "$out" | grep -q -- "$expect"; then
        pass "refuses   $why"
      else
        failed "refuses   $why: unexpected error"; printf '%s\n' "$out" | sed 's/^/    /'
      fi
    }
    refuse "a writable root filesystem" "readOnlyRootFilesystem" \
      --set serviceDefaults.containerSecurityContext.readOnlyRootFilesystem=false
    refuse "root containers" "runAsNonRoot" --set services.identity.podSecurityContext.runAsNonRoot=false
    refuse "a misspelt service setting" "additional properties" --set services.identity.replicas=2
    refuse "a service without a port" "port" --set services.worker.enabled=true
    refuse "an unknown migration mode" "mode" --set serviceDefaults.migrations.mode=hook
    refuse "no gateway" "role \"gateway\"" --set services.gateway.enabled=false
    refuse "two gateways" "role \"gateway\"" --set services.identity.role=gateway
    refuse "secrets.create without the secrets" "secrets.data lacks" --set secrets.create=true
    refuse "a pre-install migration hook reading chart-made Secrets" "pre-install migration hook" \
      --set serviceDefaults.migrations.mode=job --set externalRedis.url=redis://valkey:6379/0 \
      --set-string 'serviceDefaults.migrations.job.annotations.helm\.sh/hook=pre-install'
    refuse "a pre-install migration hook running as the chart-made ServiceAccount" "ServiceAccount, so it cannot use serviceAccount.create" \
      --set serviceDefaults.migrations.mode=job \
      --set-string 'serviceDefaults.migrations.job.annotations.helm\.sh/hook=pre-install'
    refuse "an ingress without a host" "ingress.hostname" --set ingress.enabled=true --set ingress.hostname=
    refuse "an ingress host routed to a disabled service" "not an enabled entry" --set ingress.enabled=true \
      --set 'ingress.extraHosts[0].name=pay.example.com' --set 'ingress.extraHosts[0].service=payment-sandbox'
    refuse "a payment sandbox with two replicas" "replicaCount" --set services.payment-sandbox.replicaCount=2
    refuse "an unknown Kafka SASL mechanism" "externalKafka/sasl/mechanism" --set externalKafka.sasl.mechanism=gssapi
    refuse "a Kafka SASL login without its password Secret" "sasl.existingSecret" \
      --set externalKafka.sasl.mechanism=scram-sha-256 --set externalKafka.sasl.username=game
    refuse "a Kafka CA without TLS" "tls.enabled is false" --set externalKafka.tls.ca.existingSecret=kafka-ca

    # Values the schema lets through but the cluster would not take: chart-check must fail on them
    # (rendered with ci/default-values.yaml and its prerequisites).
    check_fails() {
      local why=$1 expect=$2 outdir="$WORK/broken"; shift 2
      rm -rf "$outdir"
      if ! out=$("$HELM" template "$chart_name" "$chart" -f "$chart/ci/default-values.yaml" "$@" \
          --namespace "$chart_name" --output-dir "$outdir" 2>&1); then
        failed "catches   $why: did not render"; printf '%s\n' "$out" | sed 's/^/    /'
      elif out=$(chart_check "$chart/ci/default-values.yaml" -chart-rules "$outdir" 2>&1); then
        failed "catches   $why: chart-check passed"
      elif grep -q -- "$expect" <<<"$out"; then
        pass "catches   $why"
      else
        failed "catches   $why: unexpected problem"; printf '%s\n' "$out" | sed 's/^/    /'
      fi
    }
    check_fails "an unknown field of a built-in type" 'unknown field ".*valueFrm"' \
      --set-json 'services.identity.extraEnv=[{"name":"X","valueFrm":{"fieldRef":{"fieldPath":"metadata.name"}}}]'
    check_fails "a wrong type in a built-in type" "tolerationSeconds" \
      --set-json 'services.identity.tolerations=[{"key":"spot","operator":"Exists","tolerationSeconds":"soon"}]'
    check_fails "a custom resource its CRD rejects" "relabelings\[0\].action" \
      --set metrics.serviceMonitor.enabled=true --set-json 'metrics.serviceMonitor.relabelings=[{"action":"explode"}]'
    check_fails "a database Secret nobody defines" 'Secret "nobody-made-this" is defined by neither' \
      --set services.game.database.existingSecret=nobody-made-this
    check_fails "an app Secret key nobody defines" 'has no key "NOT_IN_THE_SECRET"' \
      --set 'services.identity.secretEnv={JWT_PRIVATE_KEY,NOT_IN_THE_SECRET}'
    check_fails "another service's database" 'connects to database "identity"' \
      --set services.game.database.existingSecret=vampire-hunt-identity-db-app
    check_fails "a service without a liveness probe" 'no livenessProbe' \
      --set services.identity.livenessProbe.enabled=false
    check_fails "an image on the latest tag" 'is not pinned to a tag or digest' --set image.tag=latest
    check_fails "an in-cluster URL of no rendered Service" 'points at nowhere, which is not a rendered Service' \
      --set services.identity.env.AUDIT_URL=http://nowhere:8080
    # Strimzi's kinds have no schema here, only structural checks: an example whose node pool and
    # user name a Kafka that does not exist must fail.
    sed 's|strimzi.io/cluster: vampire-hunt|strimzi.io/cluster: nowhere|' "$chart/examples/strimzi-kafka.yaml" >"$WORK/broken-strimzi.yaml"
    if ! out=$(chart_check "" "$WORK/broken-strimzi.yaml" 2>&1) && grep -q 'strimzi.io/cluster="nowhere" names no Kafka' <<<"$out"; then
      pass "catches   a Strimzi object of a Kafka that does not exist"
    else
      failed "catches   a Strimzi object of a Kafka that does not exist"; printf '%s\n' "$out" | sed 's/^/    /'
    fi
  fi

  if out=$("$HELM" package "$chart" --destination "$WORK/packages" 2>&1); then
    pass "package   $chart ($(basename "$(printf '%s' "$out" | awk '{print $NF}')"))"
  else
    failed "package   $chart"; printf '%s\n' "$out" | sed 's/^/    /'
  fi
done

# --- summary --------------------------------------------------------------------------------------
log ""
log "${BOLD}Summary${RESET} (helm $("$HELM" version --short), checks: chart-check)"
printf '  %s\n' "${RESULTS[@]}"
if [ ${#FAILURES[@]} -gt 0 ]; then
  log "${RED}${#FAILURES[@]} of ${#RESULTS[@]} checks failed${RESET}"
  exit 1
fi
log "${GREEN}all ${#RESULTS[@]} checks passed${RESET}"
